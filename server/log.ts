import pino from 'pino';

/**
 * The server's one logger: JSON lines on stdout. `LOG_LEVEL` (default `info`; `silent` under
 * vitest unless set) picks how much. Never log a token, a password or a request body.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info'),
  redact: ['req.headers.authorization', 'password', 'token'],
});
