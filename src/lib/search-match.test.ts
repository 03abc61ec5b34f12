import { expect, it } from 'vitest';
import { matchesSearch } from './search-match';

it('matches a name however its oʻ/gʻ are typed, in either script, words in any order', () => {
  for (const typed of ['ozbek', "o'zbek", 'O‘zbek', 'Ўзбек', 'ganiyeva ozbekoy', 'Ганиева']) {
    expect(matchesSearch(typed, 'Oʻzbekoy Gʻaniyeva', '+998977654321'), typed).toBe(true);
  }
  expect(matchesSearch('Тошкент', 'Oʻzbekoy Gʻaniyeva', '+998977654321')).toBe(false);
});

it('matches phone digits however either side is formatted, but not across fields', () => {
  expect(matchesSearch('901234567', 'Ali', '+998 90 123 45 67')).toBe(true);
  expect(matchesSearch('90 123-45', 'Ali', '+998901234567')).toBe(true);
  expect(matchesSearch('1 998', 'Kuryer 1', '+998901234567')).toBe(false);
});

it('keeps everything for an empty search and nothing for one without letters or digits', () => {
  expect(matchesSearch('', 'Ali')).toBe(true);
  expect(matchesSearch('  ', 'Ali')).toBe(true);
  expect(matchesSearch("'", 'Oʻzbek')).toBe(false);
});
