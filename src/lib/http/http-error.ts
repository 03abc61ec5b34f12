import type { ErrorBody } from '../../contract/envelope';

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

/** No answer at all: no network, a dead zone, or the request timed out. */
export class NetworkError extends Error {
  constructor() {
    super('Internetga ulanib boʻlmadi. Qayta urinib koʻring.');
    this.name = 'NetworkError';
  }
}

// Gateways answer these while the server itself is out of reach.
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

export const isUnreachableStatus = (status: number) => UNREACHABLE_STATUSES.has(status);

/** The server was not reached: worth trying again once the connection is back. */
export const isUnreachable = (error: unknown) =>
  error instanceof NetworkError || (error instanceof HttpError && isUnreachableStatus(error.status));

/** The text a person sees for a failed call. */
export function errorMessage(err: unknown): string {
  if (err instanceof HttpError) return err.body?.meta?.message || UNKNOWN_ERROR;
  if (err instanceof Error && err.message) return err.message;
  return UNKNOWN_ERROR;
}
