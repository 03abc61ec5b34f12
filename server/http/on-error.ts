import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { logger } from '../log';
import { ApiError, errorBody, messageFor } from './errors';

const malformedJson = 'JSON notoʻgʻri tuzilgan';

/** Answers every error in the contract's shape; internals go to the log, never to the client. */
export const handleError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(errorBody(err.status, err.message, err.errors), err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own messages are English (e.g. the validator's "Malformed JSON in request body").
    const message = err.status === 400 && /json/i.test(err.message) ? malformedJson : messageFor(err.status);
    return c.json(errorBody(err.status, message), err.status);
  }
  logger.error(
    { err, reqId: (c.var as { requestId?: string }).requestId, method: c.req.method, path: c.req.path },
    'request failed',
  );
  return c.json(errorBody(500, messageFor(500)), 500);
};

export const handleNotFound: NotFoundHandler = (c) => c.json(errorBody(404, messageFor(404)), 404);
