import type { ErrorBody } from '../../contract/envelope';
import { API_BASE } from './http';
import { HttpError, NetworkError } from './http-error';
import { toQueryString, type QueryParams } from './query-string';
import { tokenAtom } from '../session';
import { store } from '../store';

/** The file name of `Content-Disposition: attachment; filename="…"`, else `fallback`. */
const fileName = (header: string | null, fallback: string) => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

/**
 * Fetches a file the API streams (with the token, which a plain link cannot send) and hands it to the browser
 * as a download. A refusal is the server's HttpError, as any call's.
 */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  const token = store.get(tokenAtom);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}${toQueryString(query)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ErrorBody | null;
    throw new HttpError(res.status, body);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(res.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
