import pino from 'pino';

/** stdout, written asynchronously (sonic-boom). */
const destination = pino.destination({ dest: 1, sync: false });

/**
 * The server's one logger: JSON lines on stdout. `LOG_LEVEL` (default `info`; `silent` under
 * vitest unless set) picks how much. Never log a token, a password, a request body or the
 * parameters of a query (db/sql-error.ts says what a failed statement may log).
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info'),
    redact: ['req.headers.authorization', 'password', 'token'],
  },
  destination,
);

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
