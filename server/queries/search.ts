import { and, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from '../../src/contract/search-fold';

/**
 * `search` on a row's folded search text (a `search_text` column, trigram-indexed): every word of the
 * folded search occurs in it, in any order. The folded words hold only a-z and 0-9, so they need no
 * LIKE escaping. A search that folds to nothing (only punctuation, `%`) finds nothing, as a literal search would.
 */
export function searchMatches(searchText: AnyPgColumn, text: string): SQL {
  const words = searchWords(text);
  if (words.length === 0) return sql`false`;
  return and(...words.map((word) => like(searchText, `%${word}%`)))!;
}
