/**
 * Download helper (RuoYi-Vue3's `download`): shows the loading text over a mask,
 * POSTs the params form-encoded (RuoYi parameter serialisation), expects a blob. A blob of type
 * `application/json` is an error envelope: its text (code table → msg → default) is shown. Any other failure shows
 * `下载文件出现错误，请联系管理员！`. Resolves true when a file was saved.
 */
import { getApiConfig } from './config';
import { http } from './http';
import { DOWNLOAD_FAILED_TEXT, DOWNLOAD_LOADING_TEXT } from './messages';
import { ruoyiParams } from './params';
import { textForCode } from './response';

export type SaveFile = (blob: Blob, filename: string) => void;

/** Browser save: a temporary object URL on a clicked anchor. */
export const saveBlob: SaveFile = (blob, filename) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
};

/** Blob text; FileReader where Blob#text is missing (older WebViews, jsdom). */
export function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

export async function download(url: string, params: object, filename: string, save: SaveFile = saveBlob): Promise<boolean> {
  const { notifier } = getApiConfig();
  const close = notifier.loading(DOWNLOAD_LOADING_TEXT);
  try {
    const res = await http.post<Blob>(url, params, {
      transformRequest: [(data: object) => ruoyiParams(data)],
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      responseType: 'blob',
      meta: { repeatSubmit: false, silent: true },
    } as never);
    const blob = res.data;
    if (blob.type === 'application/json' || blob.type.startsWith('application/json;')) {
      const body = JSON.parse(await readBlobText(blob)) as { code?: number; msg?: string };
      notifier.error(textForCode(body.code ?? 0, body.msg));
      return false;
    }
    save(blob, filename);
    return true;
  } catch {
    notifier.error(DOWNLOAD_FAILED_TEXT);
    return false;
  } finally {
    close();
  }
}
