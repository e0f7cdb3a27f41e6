/**
 * The axios instance and the five call helpers every domain fetcher uses. RuoYi request semantics
 * (RuoYi-Vue3's request.js, which spec §7 and §8 assume) live in the interceptors below:
 *
 * request:  `Authorization: Bearer <token>` unless `isToken: false`; `Device-Type: app` when `deviceType`;
 *           GET params serialised RuoYi style (params.ts); duplicate-submit guard on POST/PUT unless
 *           `repeatSubmit: false` (repeat-submit.ts); body encryption when `encrypt` and a public key is configured.
 * response: blob / arraybuffer returned raw; `encrypt-key` responses decrypted (crypto.ts); then business codes
 *           and transport errors as in response.ts. Every failure rejects with an `ApiError` (errors.ts).
 * crypto.ts is imported dynamically, only when a message is actually encrypted: its libraries would otherwise be
 * ~45 kB gzip of every app's entry chunk (issue 9 bundle budget) for an opt-in feature.
 *
 *   const tree = await apiGet<CategoryNode[]>('/exam/comm/category/getTree', { majorType }, { deviceType: true });
 *   await apiPost(authPaths.login, body, { isToken: false });
 *   const { total, rows } = await apiTable<Paper>('/exam/studyPaper/page', { pageNum, pageSize });
 * Pass `signal` (React Query's queryFn context) to let queries cancel requests.
 */
import axios, { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { AjaxResult, TableResult } from '@medteach/contract';
import { getApiConfig, onApiConfig } from './config';
import { ENCRYPT_HEADER } from './encrypt-header';
import { ApiError } from './errors';
import { REPEAT_SUBMIT_TEXT } from './messages';
import { ruoyiParams } from './params';
import { createRepeatSubmitGuard } from './repeat-submit';
import { checkBusinessBody, isBusinessBody, transportError } from './response';

/** Per-request options of the RuoYi request layer (RuoYi-Vue3 sends them as request headers). */
export interface RequestOptions {
  /** false: send no bearer token (login, register, platform login). */
  isToken?: boolean;
  /** false: skip the duplicate-submit guard for this POST/PUT. */
  repeatSubmit?: boolean;
  /** true: add header `Device-Type: app` (study calls, spec §7). */
  deviceType?: boolean;
  /** true: business errors reject without any message (spec §8 "Silent" calls). */
  silent?: boolean;
  /** true: encrypt the request body (only when encryption is configured). */
  encrypt?: boolean;
  /** Cancels the request (React Query passes one to every queryFn). */
  signal?: AbortSignal;
}

export type ApiRequestConfig = AxiosRequestConfig & { meta?: RequestOptions };

export const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';
export const DEVICE_TYPE_HEADER = 'Device-Type';
export const DEVICE_TYPE_APP = 'app';

export const http = axios.create({
  headers: { 'Content-Type': JSON_CONTENT_TYPE },
  paramsSerializer: { serialize: (params) => ruoyiParams(params) },
});
onApiConfig((c) => {
  http.defaults.baseURL = c.baseURL;
  http.defaults.timeout = c.timeout;
});

export const repeatSubmitGuard = createRepeatSubmitGuard();

const metaOf = (config: AxiosRequestConfig | undefined): RequestOptions => (config as ApiRequestConfig | undefined)?.meta ?? {};
const isWrite = (method?: string) => method === 'post' || method === 'put';

/** The encryption module, fetched on first use (see the header comment). */
const loadCrypto = () => import('./crypto');

http.interceptors.request.use((config) => {
  const meta = metaOf(config);
  const { tokenStore, crypto } = getApiConfig();
  const headers = AxiosHeaders.from(config.headers);
  const token = tokenStore.get();
  if (meta.isToken !== false && token) headers.set('Authorization', `Bearer ${token}`);
  if (meta.deviceType) headers.set(DEVICE_TYPE_HEADER, DEVICE_TYPE_APP);
  if (isWrite(config.method) && meta.repeatSubmit !== false && !repeatSubmitGuard.admit(String(config.url), config.data)) {
    console.warn(`[${config.url}]: ${REPEAT_SUBMIT_TEXT}`);
    throw new ApiError('duplicate', REPEAT_SUBMIT_TEXT);
  }
  config.headers = headers;
  const publicKey = crypto.requestPublicKey;
  if (!(isWrite(config.method) && meta.encrypt && publicKey)) return config;
  return loadCrypto().then(({ encryptRequestBody }) => {
    const { header, body } = encryptRequestBody(config.data, publicKey);
    headers.set(ENCRYPT_HEADER, header);
    config.data = body;
    return config;
  });
});

/** The private key when `res` is an encrypted response this client can open, else null (plain responses). */
function decryptionKey(res: AxiosResponse): string | null {
  const key = res.headers?.[ENCRYPT_HEADER];
  const privateKey = getApiConfig().crypto.responsePrivateKey;
  return typeof key === 'string' && key && privateKey && typeof res.data === 'string' ? privateKey : null;
}

async function decrypt(res: AxiosResponse, privateKey: string): Promise<void> {
  const { decryptResponseBody } = await loadCrypto();
  res.data = decryptResponseBody(String(res.headers[ENCRYPT_HEADER]), res.data as string, privateKey);
}

const isRaw = (config: AxiosRequestConfig) => config.responseType === 'blob' || config.responseType === 'arraybuffer';

/** Whether the request went with a bearer token (the request interceptor set one). */
const sentToken = (config: InternalAxiosRequestConfig | undefined) => !!config?.headers.get('Authorization');

function checkResponse(res: AxiosResponse): AxiosResponse {
  checkBusinessBody(res.data, res.status, !!metaOf(res.config).silent, sentToken(res.config));
  return res;
}

http.interceptors.response.use(
  (res) => {
    if (isRaw(res.config)) return res;
    const privateKey = decryptionKey(res);
    // Plain responses stay synchronous; only encrypted ones wait for the crypto chunk.
    return privateKey ? decrypt(res, privateKey).then(() => checkResponse(res)) : checkResponse(res);
  },
  async (error: unknown) => {
    if (error instanceof ApiError) throw error;
    if (axios.isCancel(error)) throw new ApiError('cancelled', 'canceled');
    if (!axios.isAxiosError(error)) throw error;
    const silent = !!metaOf(error.config).silent;
    const res = error.response;
    if (res && error.config && !isRaw(error.config)) {
      const privateKey = decryptionKey(res);
      try {
        if (privateKey) await decrypt(res, privateKey);
      } catch {
        // an undecryptable error body is handled as a transport failure below
      }
      if (isBusinessBody(res.data)) {
        checkBusinessBody(res.data, res.status, silent, sentToken(error.config));
        return res; // a 4xx/5xx carrying code 200: treat as success, as the body says
      }
    }
    throw transportError(error, silent);
  },
);

const cfg = (meta?: RequestOptions, extra: AxiosRequestConfig = {}): ApiRequestConfig => ({ ...extra, meta, signal: meta?.signal });

export async function apiGet<T>(url: string, params?: object, meta?: RequestOptions): Promise<T> {
  const body = (await http.get<AjaxResult<T>>(url, cfg(meta, { params }))).data;
  return body.data as T;
}
export async function apiPost<T = void>(url: string, data?: unknown, meta?: RequestOptions): Promise<T> {
  const body = (await http.post<AjaxResult<T>>(url, data, cfg(meta))).data;
  return body.data as T;
}
export async function apiPut<T = void>(url: string, data?: unknown, meta?: RequestOptions): Promise<T> {
  const body = (await http.put<AjaxResult<T>>(url, data, cfg(meta))).data;
  return body.data as T;
}
export async function apiDelete<T = void>(url: string, params?: object, meta?: RequestOptions): Promise<T> {
  const body = (await http.delete<AjaxResult<T>>(url, cfg(meta, { params }))).data;
  return body.data as T;
}
/** List endpoints answer `{total, rows}`. */
export async function apiTable<T>(url: string, params?: object, meta?: RequestOptions): Promise<{ total: number; rows: T[] }> {
  const body = (await http.get<TableResult<T>>(url, cfg(meta, { params }))).data;
  return { total: body.total, rows: body.rows };
}

/**
 * `getNextPageParam` of an infinite list over a RuoYi table of `pageSize` rows a page: the next page number while
 * the pages loaded hold fewer rows than `total`.
 */
export const nextTablePage =
  (pageSize: number) =>
  (last: { total: number }, pages: readonly unknown[]): number | undefined =>
    pages.length * pageSize < last.total ? pages.length + 1 : undefined;
/** The whole envelope, for the few calls whose meaning is in `msg` or extra fields. */
export async function apiRaw<T = AjaxResult>(config: ApiRequestConfig): Promise<T> {
  return (await http.request<T>(config)).data;
}
/** GET a file as a Blob (zip downloads by GET, spec §7); no code check, as for every blob response. */
export async function apiBlob(url: string, params?: object, meta?: RequestOptions): Promise<Blob> {
  return (await http.get<Blob>(url, cfg(meta, { params, responseType: 'blob' }))).data;
}
