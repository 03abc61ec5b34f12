/** The rows of `db.execute(sql`…`)`: both drivers answer `{ rows }`, which Drizzle's common type does not say. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
