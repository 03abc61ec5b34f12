import type { ErrorBody } from '../../contract/envelope';
import { reportReachable, reportUnreachable } from './connectivity';
import { HttpError, isUnreachableStatus, NetworkError } from './http-error';
import { toQueryString, type QueryParams } from './query-string';
import { tokenAtom } from '../session';
import { store } from '../store';

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** The address of an API call, as the request goes out. */
export const apiUrl = (path: string, query?: QueryParams) => `${API_BASE}${path}${toQueryString(query)}`;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
}

export interface Outgoing {
  method: Method;
  headers: Headers;
  body?: string | FormData;
  signal?: AbortSignal;
  timeoutMs: number;
  onProgress?: (fraction: number) => void;
}

export interface Answer {
  status: number;
  json: unknown;
}

// A fetch in a dead zone can hang for minutes; uploads get longer on slow networks.
const TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

let onUnauthorized: () => void = () => {};

/** Set by src/app: what a 401 does (sign out, go to the sign-in page); the client knows no cache or persister. */
export function configureHttp(options: { onUnauthorized: () => void }): void {
  onUnauthorized = options.onUnauthorized;
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Fetches and reads the body; anything short of an answer is a NetworkError, unless the caller aborted. */
async function viaFetch(url: string, { method, headers, body, signal: caller, timeoutMs }: Outgoing): Promise<Answer> {
  const controller = new AbortController();
  const abort = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', abort);
  if (caller?.aborted) abort();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { method, headers, body, signal: controller.signal });
    return { status: res.status, json: parseJson(await res.text()) };
  } catch (error) {
    if (caller?.aborted) throw error;
    reportUnreachable();
    throw new NetworkError();
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', abort);
  }
}

/** Every call to the API: the token, the timeout, connectivity, a 401's sign-out and HttpError, whichever transport carries it. */
async function request<T>(method: Method, path: string, options: RequestOptions & UploadOptions = {}): Promise<T> {
  const { query, body, signal, onProgress } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = store.get(tokenAtom);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const upload = body instanceof FormData;
  // A FormData body goes as is: the browser sets the multipart boundary itself.
  if (body !== undefined && !upload) headers.set('Content-Type', 'application/json');
  const outgoing: Outgoing = {
    method,
    headers,
    body: upload ? body : body === undefined ? undefined : JSON.stringify(body),
    signal,
    timeoutMs: upload ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS,
    onProgress,
  };
  const url = apiUrl(path, query);
  // Uploads with progress (the admin's images) load their transport when first used: couriers never upload.
  const { status, json } = await (onProgress
    ? import('./via-xhr').then((xhr) => xhr.viaXhr(url, outgoing))
    : viaFetch(url, outgoing));
  if (isUnreachableStatus(status)) reportUnreachable();
  else reportReachable();
  if (status >= 200 && status < 300) return json as T;

  // A 401 without a token is a failed sign-in, which the form shows itself.
  if (status === 401 && token) onUnauthorized();
  throw new HttpError(status, json as ErrorBody | null);
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A multipart POST; with `onProgress` it reports the bytes sent. */
  upload: <T>(path: string, form: FormData, options?: UploadOptions) =>
    request<T>('POST', path, { ...options, body: form }),
};
