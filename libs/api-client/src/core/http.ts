import axios, { type AxiosRequestConfig } from 'axios';
import type { AjaxResult, TableResult } from '@medteach/contract';

/** Per-request options of the RuoYi request layer (REFERENCE-BEHAVIOURS.md "Request layer"). */
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
}

export type ApiRequestConfig = AxiosRequestConfig & { meta?: RequestOptions };

export const http = axios.create({ baseURL: '/api', timeout: 10_000 });

export async function apiGet<T>(url: string, params?: object, meta?: RequestOptions): Promise<T> {
  const body = (await http.get<AjaxResult<T>>(url, { params, meta } as ApiRequestConfig)).data;
  return body.data as T;
}
export async function apiPost<T = void>(url: string, data?: unknown, meta?: RequestOptions): Promise<T> {
  const body = (await http.post<AjaxResult<T>>(url, data, { meta } as ApiRequestConfig)).data;
  return body.data as T;
}
export async function apiPut<T = void>(url: string, data?: unknown, meta?: RequestOptions): Promise<T> {
  const body = (await http.put<AjaxResult<T>>(url, data, { meta } as ApiRequestConfig)).data;
  return body.data as T;
}
export async function apiDelete<T = void>(url: string, params?: object, meta?: RequestOptions): Promise<T> {
  const body = (await http.delete<AjaxResult<T>>(url, { params, meta } as ApiRequestConfig)).data;
  return body.data as T;
}
/** List endpoints answer `{total, rows}`. */
export async function apiTable<T>(url: string, params?: object, meta?: RequestOptions): Promise<{ total: number; rows: T[] }> {
  const body = (await http.get<TableResult<T>>(url, { params, meta } as ApiRequestConfig)).data;
  return { total: body.total, rows: body.rows };
}
