import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFold } from '../../src/contract/search-fold';
import { searchAlphabet } from '../../src/contract/search-fold-samples';
import { freshDatabase, type FreshDatabase } from '../../tests/helpers/fresh-database';
import { openDatabase, type Database } from './client';

let fresh: FreshDatabase;
let database: Database;

beforeAll(async () => {
  fresh = await freshDatabase();
  database = openDatabase(fresh.open);
});

afterAll(async () => {
  await database.close();
  await fresh.drop();
});

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function foldInSql(texts: string[]): Promise<string[]> {
  const folded = await rows<{ folded: string }>(
    sql`select search_fold(t) as folded from unnest(${sql.param(texts)}::text[]) with ordinality as u(t, i) order by i`,
  );
  return folded.map((row) => row.folded);
}

describe('search_fold (SQL) and searchFold (TypeScript)', () => {
  it('agree on the examples of the contract', async () => {
    const texts = ['Oʻzbek', "o'zbek", 'O‘zbek', 'Ўзбек', '+998 90 123 45 67', 'Шаҳзода Чориева', 'ЁЦЧШЩЮЯъь'];
    expect(await foldInSql(texts)).toEqual(texts.map(searchFold));
  });

  it('agree on random strings of both scripts, apostrophes, digits and noise', async () => {
    const texts = fc.sample(fc.string({ unit: fc.constantFrom(...searchAlphabet), maxLength: 40 }), 2000);
    const inSql = await foldInSql(texts);
    texts.forEach((text, i) => expect(inSql[i], JSON.stringify(text)).toBe(searchFold(text)));
  });

  it('is immutable, so an index expression may use it', async () => {
    expect(await rows(sql`select provolatile as volatile from pg_proc where proname = 'search_fold'`)).toEqual([
      { volatile: 'i' },
    ]);
  });
});
