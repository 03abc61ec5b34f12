import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import { isQueryFailure, sqlFailure } from './db/sql-error';

/**
 * A database error as the log keeps it: the SQLSTATE, the constraint, table and column, never the
 * message, the detail or the statement's parameters (a Drizzle error's message lists them all:
 * phones, addresses, comments, secrets). Connection errors keep their errno code (ECONNREFUSED).
 */
function serializeError(err: unknown): unknown {
  if (!isQueryFailure(err)) return pino.stdSerializers.err(err as Error);
  let code: unknown;
  for (let at: unknown = err, depth = 0; at instanceof Object && depth < 5; depth++) {
    code = (at as { code?: unknown }).code ?? code;
    at = (at as { cause?: unknown }).cause;
  }
  return { type: 'DatabaseError', ...(sqlFailure(err) ?? { errno: typeof code === 'string' ? code : undefined }) };
}

/**
 * The server's one logger's options: `LOG_LEVEL` (default `info`; `silent` under vitest unless set)
 * picks how much. Never log a token, a password, a request body or the parameters of a query.
 */
export const logOptions: LoggerOptions = {
  level: process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info'),
  redact: ['req.headers.authorization', 'password', 'token'],
  serializers: { err: serializeError },
};

export const createLogger = (destination: DestinationStream, options: LoggerOptions = logOptions) =>
  pino(options, destination);

/** stdout, written asynchronously (sonic-boom). */
const destination = pino.destination({ dest: 1, sync: false });

/** The server's one logger: JSON lines on stdout. */
export const logger = createLogger(destination);

/**
 * Ends the process once the log lines written so far are out, or after `waitMs` if they cannot be:
 * when nothing reads stdout any more (a closed pipe answers EPIPE to every write), sonic-boom's own
 * flush at exit would retry the failed write forever and the process would never end.
 */
export function exitAfterLog(code: number, waitMs = 1_000): void {
  const exit = () => {
    destination.flushSync = () => {};
    process.exit(code);
  };
  setTimeout(exit, waitMs);
  destination.once('close', exit).once('error', exit);
  destination.end();
}
