import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apostropheForms, searchFold, searchWords } from './search-fold';
import { latinToCyrillic, searchAlphabet } from './search-fold-samples';

const searchText = fc.string({ unit: fc.constantFrom(...searchAlphabet), maxLength: 40 });
const letters = Object.keys(latinToCyrillic);
const word = fc
  .array(fc.constantFrom(...letters), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join('').replace(/^./, (first) => first.toUpperCase()));
/** A name in Latin Uzbek, oʻ and gʻ written with ʻ (U+02BB). */
const latinName = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
/** The same name in Cyrillic, letter for letter (ʻ-digraphs, sh, ch, yo, … first). */
const byLength = [...letters].sort((a, b) => b.length - a.length);
const cyrillicOf = (latin: string) =>
  latin.replace(new RegExp(byLength.join('|'), 'gi'), (found) => {
    const cyr = latinToCyrillic[found.toLowerCase()]!;
    return found[0] === found[0]!.toLowerCase() ? cyr : cyr.toUpperCase();
  });

describe('searchFold', () => {
  it('finds Oʻzbek however it is typed', () => {
    const want = searchFold('Oʻzbek');
    expect(want).toBe('ozbek');
    for (const typed of ['ozbek', "o'zbek", 'O‘zbek', 'O’zbek', 'O`zbek', 'Oʼzbek', 'OZBEK', 'Ўзбек', 'ўзбек']) {
      expect(searchFold(typed), typed).toBe(want);
    }
  });

  it('transliterates Uzbek and Russian Cyrillic to Latin Uzbek', () => {
    expect(searchFold('Ғайрат Қодиров')).toBe(searchFold('Gʻayrat Qodirov'));
    expect(searchFold('Шаҳзода Чориева')).toBe('shahzoda chorieva');
    expect(searchFold('Хуршида Юсупова')).toBe('xurshida yusupova');
    expect(searchFold('Ёқуб Яхёев')).toBe('yoqub yaxyoev');
    expect(searchFold('Ганиева Евгения')).toBe(searchFold('Gʻaniyeva Yevgeniya'));
    expect(searchFold('Цех Жиззах Йўл')).toBe('tsex jizzax yol');
    expect(searchFold('Маъмура Щукина Объект')).toBe('mamura shukina obekt');
    expect(searchFold('Маʼмура')).toBe(searchFold('Maʼmura'));
  });

  it('writes phone numbers as bare digits', () => {
    expect(searchFold('+998 90 123 45 67')).toBe('998901234567');
    expect(searchFold('+998 (90) 123-45-67')).toBe('998901234567');
    expect(searchFold('+998901234567')).toContain(searchFold('901234567'));
  });

  it('keeps words apart and drops everything but letters and digits', () => {
    expect(searchFold('  Ali,   Valiyev!  ')).toBe('ali valiev');
    expect(searchFold('uy 12, kv. 5')).toBe('uy 12 kv 5');
    expect(searchFold('12 - 5')).toBe('125');
    expect(searchFold('Café № 5')).toBe('caf 5');
    expect(searchFold("'`ʻ")).toBe('');
  });

  it('is idempotent and yields only a-z, 0-9 and single inner spaces', () => {
    fc.assert(
      fc.property(searchText, (text) => {
        const folded = searchFold(text);
        expect(searchFold(folded)).toBe(folded);
        expect(folded).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
      }),
    );
  });

  it('folds Latin text alike whatever apostrophe form (or none) is typed', () => {
    const form = fc.constantFrom(...apostropheForms, '');
    fc.assert(
      fc.property(latinName, form, form, (name, a, b) => {
        expect(searchFold(name.replaceAll('ʻ', a))).toBe(searchFold(name.replaceAll('ʻ', b)));
      }),
    );
  });

  it('folds a Cyrillic rendering of a Latin name like the name itself', () => {
    fc.assert(
      fc.property(latinName, (name) => {
        expect(searchFold(cyrillicOf(name))).toBe(searchFold(name));
      }),
    );
  });

  it('ignores case', () => {
    fc.assert(
      fc.property(latinName, (name) => {
        expect(searchFold(name.toUpperCase())).toBe(searchFold(name.toLowerCase()));
        expect(searchFold(cyrillicOf(name).toUpperCase())).toBe(searchFold(name));
      }),
    );
  });

  it('a typed part of a name is found in the folded name, in either script', () => {
    fc.assert(
      fc.property(latinName, fc.nat(), fc.nat(), (name, i, j) => {
        const words = name.split(' ');
        const word = words[i % words.length]!;
        const part = cyrillicOf(word);
        const typed = part.slice(0, 1 + (j % part.length));
        fc.pre(!/^[yй]+$/i.test(typed));
        for (const searched of searchWords(typed)) expect(searchFold(name)).toContain(searched);
      }),
    );
  });

  it('finds a name typed up to the y of its ye, and by a lone y', () => {
    expect(searchFold('Ayye')).toBe('ae');
    expect(searchWords('Ay')).toEqual(['a']);
    expect(searchWords('Gʻaniy Val')).toEqual(['gani', 'val']);
    expect(searchFold('Gʻaniyeva')).toContain(searchWords('Gʻaniy')[0]);
    expect(searchWords('y')).toEqual(['y']);
    expect(searchWords('  ,. ')).toEqual([]);
  });
});
