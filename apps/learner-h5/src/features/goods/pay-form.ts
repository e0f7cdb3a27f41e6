/**
 * getPayPage answers the provider's page-pay HTML (a form, often with an inline submit script). Instead of putting
 * server HTML into the page, the form's action, method and hidden fields are read with DOMParser (which runs no
 * script) and an equivalent form is built and submitted.
 */
export interface PayForm {
  action: string;
  method: string;
  fields: [string, string][];
}

export function parsePayForm(html: string): PayForm | null {
  const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  const action = form?.getAttribute('action');
  if (!form || !action || !/^(https?:\/\/|\/)/.test(action)) return null;
  const fields = Array.from(form.querySelectorAll('input[name]')).map((i) => [i.getAttribute('name') ?? '', i.getAttribute('value') ?? ''] as [string, string]);
  return { action, method: (form.getAttribute('method') ?? 'POST').toUpperCase(), fields };
}

/** Builds and submits the form; false when the HTML held no usable form (the page then stays as it is, spec §8). */
export function submitPayForm(html: string, doc: Document = document): boolean {
  const parsed = parsePayForm(html);
  if (!parsed) return false;
  const form = doc.createElement('form');
  form.action = parsed.action;
  form.method = parsed.method;
  form.style.display = 'none';
  for (const [name, value] of parsed.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return true;
}
