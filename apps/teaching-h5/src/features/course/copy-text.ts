/**
 * Copies text (REFERENCE-BEHAVIOURS "Copy-to-clipboard uses the Clipboard API with a fallback"): the Clipboard API
 * where the page may use it, else a hidden textarea and `execCommand('copy')` (older in-app web views). Resolves
 * false when both fail, so the caller can ask the user to copy by hand (spec §8 请手动复制链接).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not a secure context: try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
