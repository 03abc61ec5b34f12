import { searchFold, searchWords } from '../contract/search-fold';

/**
 * A local filter that forgives the script as the server's `search` does (server/queries/search.ts): every
 * word of the folded search occurs in one of the folded fields. An empty search keeps everything; one that
 * folds to nothing (only punctuation) keeps nothing, as on the server.
 */
export function matchesSearch(search: string, ...fields: (string | null | undefined)[]): boolean {
  if (search.trim() === '') return true;
  const words = searchWords(search);
  const text = fields.map((field) => (field ? searchFold(field) : '')).join('|');
  return words.length > 0 && words.every((word) => text.includes(word));
}
