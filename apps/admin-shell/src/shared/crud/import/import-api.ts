import { http, type ApiRequestConfig } from '@medteach/api-client';
import { IMPORT_FILE_FIELD, importPaths, type AjaxResult, type ImportProgress, type ImportReport } from '@medteach/contract';

/** An import may read and write tens of thousands of rows: allow it minutes, not the default request timeout. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

export interface ImportRequest {
  /** The resource's base path: the file goes to `${basePath}/importData`. */
  basePath: string;
  file: File;
  updateSupport: boolean;
  validOnly: boolean;
  jobId: string;
  onUploadPercent: (percent: number) => void;
  /** More query parameters the resource needs (考生导入: the exam whose stations the sheet names). */
  params?: Record<string, string | number>;
}

/**
 * Sends the file (RuoYi `importData`). Resolves with the answer's message and report; a refused file rejects with an
 * ApiError whose `details.data` is the report (nothing was imported). Silent: the dialog shows the outcome itself.
 */
export async function postImport({ basePath, file, updateSupport, validOnly, jobId, onUploadPercent, params }: ImportRequest): Promise<{ msg: string; report: ImportReport }> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file, file.name);
  const config: ApiRequestConfig = {
    params: { ...params, updateSupport, validOnly, jobId },
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: IMPORT_TIMEOUT_MS,
    meta: { silent: true, repeatSubmit: false },
    onUploadProgress: (e) => onUploadPercent(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  };
  const res = await http.post<AjaxResult<ImportReport>>(`${basePath}/importData`, form, config);
  return { msg: res.data.msg, report: res.data.data as ImportReport };
}

/** How far the server has come with the job (undefined until it has started, or when the poll fails). */
export async function getImportProgress(jobId: string): Promise<ImportProgress | undefined> {
  try {
    const res = await http.get<AjaxResult<ImportProgress>>(`${importPaths.progress}/${jobId}`, { meta: { silent: true } } as ApiRequestConfig);
    return res.data.data;
  } catch {
    return undefined;
  }
}

/** A fresh job id (the server accepts letters, digits and dashes). */
export const newJobId = () => (globalThis.crypto?.randomUUID?.() ?? `job-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`);
