import type { ErrorBody } from '../contract/envelope';
import { HttpError } from './http-error';
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

let onUnauthorized: () => void = () => {};

/** Set by src/app: where to go after a 401 has cleared the session. */
export function configureHttp(options: { onUnauthorized: () => void }): void {
  onUnauthorized = options.onUnauthorized;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
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

  const res = await fetch(`${API_BASE}${path}${toQueryString(query)}`, { method, headers, body: payload, signal });
  const json = await readJson(res);
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
