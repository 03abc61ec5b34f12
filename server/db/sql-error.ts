/** What a failed statement may say about itself without its parameters: safe to log. */
export interface SqlFailure {
  /** SQLSTATE, e.g. `40P01` (deadlock), `23505` (unique violation). */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The database's error behind `err` (Drizzle wraps it in a DrizzleQueryError whose message carries
 * the SQL and every parameter value; pg and PGlite put the SQLSTATE in `code`), or undefined.
 */
export function sqlFailure(err: unknown): SqlFailure | undefined {
  for (let at = err, depth = 0; isRecord(at) && depth < 5; at = at.cause, depth++) {
    const { code, constraint, table, column } = at;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      return { code, constraint: text(constraint), table: text(table), column: text(column) };
    }
  }
  return undefined;
}

/** Whether `err` is, or wraps, a failed statement (whose message and fields may carry parameter values). */
export function isQueryFailure(err: unknown): boolean {
  for (let at = err, depth = 0; isRecord(at) && depth < 5; at = at.cause, depth++) {
    if ('query' in at && 'params' in at) return true;
  }
  return sqlFailure(err) !== undefined;
}

/** Serialization failure and deadlock: the transaction did nothing and may simply run again. */
export const isRetryable = (err: unknown) => {
  const code = sqlFailure(err)?.code;
  return code === '40001' || code === '40P01';
};
