import type { ErrorBody } from '../contract/envelope';
import { reportReachable, reportUnreachable } from './connectivity';
import { HttpError, isUnreachableStatus, NetworkError } from './http-error';
import { toQueryString, type QueryParams } from './query-string';
import { signOut, tokenAtom } from './session';
import { store } from './store';

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

// A fetch in a dead zone can hang for minutes; uploads get longer on slow networks.
const TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

let onUnauthorized: () => void = () => {};

/** Set by src/app: where to go after a 401 has cleared the session. */
export function configureHttp(options: { onUnauthorized: () => void }): void {
  onUnauthorized = options.onUnauthorized;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Fetches and reads the body; anything short of an answer is a NetworkError, unless the caller aborted. */
async function send(url: string, init: RequestInit, timeoutMs: number): Promise<{ res: Response; json: unknown }> {
  const caller = init.signal;
  const controller = new AbortController();
  const abort = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', abort);
  if (caller?.aborted) abort();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    return { res, json: parseJson(await res.text()) };
  } catch (error) {
    if (caller?.aborted) throw error;
    reportUnreachable();
    throw new NetworkError();
  } finally {
    clearTimeout(timer);
    caller?.removeEventListener('abort', abort);
  }
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = store.get(tokenAtom);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const timeoutMs = body instanceof FormData ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS;
  const { res, json } = await send(`${API_BASE}${path}${toQueryString(query)}`, { method, headers, body: payload, signal }, timeoutMs);
  if (isUnreachableStatus(res.status)) reportUnreachable();
  else reportReachable();
  if (res.ok) return json as T;

  // A 401 without a token is a failed sign-in, which the form shows itself.
  if (res.status === 401 && token) {
    signOut();
    onUnauthorized();
  }
  throw new HttpError(res.status, json as ErrorBody | null);
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
