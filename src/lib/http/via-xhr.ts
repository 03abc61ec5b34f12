import { reportUnreachable } from './connectivity';
import { NetworkError } from './http-error';
import { parseJson, type Answer, type Outgoing } from './http';

/** The same as viaFetch through XMLHttpRequest, which reports upload progress (fetch does not). */
export function viaXhr(
  url: string,
  { method, headers, body, signal, timeoutMs, onProgress }: Outgoing,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, json: parseJson(xhr.responseText) });
    xhr.onerror = xhr.ontimeout = () => {
      reportUnreachable();
      reject(new NetworkError());
    };
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body ?? null);
  });
}
