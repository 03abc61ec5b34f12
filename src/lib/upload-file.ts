import type { ErrorBody, One } from '../contract/envelope';
import type { UploadedFile } from '../contract/file';
import { API_BASE } from './http';
import { HttpError, NetworkError } from './http-error';
import { tokenAtom } from './session';
import { store } from './store';

export interface UploadOptions {
  /** 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

// fetch() reports no upload progress, so the file goes through XMLHttpRequest.
export function uploadFile(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/file`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = store.get(tokenAtom);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve((json as One<UploadedFile>).data);
      else reject(new HttpError(xhr.status, json as ErrorBody | null));
    };
    xhr.onerror = xhr.ontimeout = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
