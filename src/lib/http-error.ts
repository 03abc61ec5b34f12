import type { ErrorBody } from '../contract/envelope';

export const UNKNOWN_ERROR = 'Nomaʼlum xatolik yuz berdi.';

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    // Without a server message, `HTTP 502` is for logs; errorMessage() won't show it.
    super(body?.meta?.message || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** The text a person sees for a failed call. */
export function errorMessage(err: unknown): string {
  if (err instanceof HttpError) return err.body?.meta?.message || UNKNOWN_ERROR;
  if (err instanceof Error && err.message) return err.message;
  return UNKNOWN_ERROR;
}
