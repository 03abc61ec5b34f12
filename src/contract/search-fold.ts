/**
 * The text a search compares (API.md, "`search` forgives the script"): Cyrillic (Uzbek and Russian)
 * transliterated to Latin Uzbek, lower-case, every apostrophe form dropped (so oʻ, o‘, o' and o fold
 * alike), `ye` written `e` (Cyrillic е is `ye` after a vowel: Ганиева is Ganiyeva), anything else that is
 * not a letter or digit a single space, and digits written in groups (`+998 90 123-45-67`) joined. The
 * output holds only `a-z`, `0-9` and single inner spaces.
 *
 * The database computes the same fold in SQL (`search_fold`, server/drizzle): change both together;
 * server/db/search-fold.test.ts compares them on random strings.
 */
export function searchFold(text: string): string {
  return text
    .replace(cyrillic, (letter) => cyrillicToLatin[letter] ?? '')
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase())
    .replace(apostrophes, '')
    .replace(/y+e/g, 'e')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([0-9]) (?=[0-9])/g, '$1')
    .trim();
}

/**
 * The words a search looks for, each to occur somewhere in a row's folded text. A word's trailing `y` is
 * dropped: the fold writes `ye` as `e`, so `Ganiy`, typed on the way to `Ganiyeva` (folded `ganieva`),
 * must look for `gani`. A word of nothing but `y` stays, so a one-letter search still finds something.
 */
export function searchWords(text: string): string[] {
  return searchFold(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.replace(/y+$/, '') || word);
}

/** ʻ (U+02BB), ʼ (U+02BC), ‘ ’ (U+2018/9), ' ` and ´: every way oʻ, gʻ and the tutuq belgisi get typed. */
export const apostropheForms = "\u02bb\u02bc\u2018\u2019'`\u00b4";
const apostrophes = new RegExp(`[${apostropheForms}]`, 'g');

/** Lower-case Cyrillic → Latin Uzbek (the official 1995 alphabet, oʻ/gʻ already folded); ъ and ь vanish. */
export const cyrillicLower: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

const cyrillicToLatin: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(cyrillicLower).flatMap(([lower, latin]) => [
    [lower, latin],
    [lower.toUpperCase(), latin],
  ]),
);
const cyrillic = new RegExp(`[${Object.keys(cyrillicToLatin).join('')}]`, 'g');
