/**
 * Letters that search tests build names and strings from (search-fold.test.ts, server/db/search-fold.test.ts):
 * the Latin Uzbek alphabet with its Cyrillic counterpart, and the characters the fold treats specially.
 */
export const latinToCyrillic: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  ch: 'ч',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  gʻ: 'ғ',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  oʻ: 'ў',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  sh: 'ш',
  t: 'т',
  ts: 'ц',
  u: 'у',
  v: 'в',
  x: 'х',
  y: 'й',
  ya: 'я',
  ye: 'е',
  yo: 'ё',
  yu: 'ю',
  z: 'з',
  ʼ: 'ъ',
};

/** Every character a random search string is drawn from: both scripts in both cases, apostrophes, digits, noise. */
export const searchAlphabet = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ',
  ..."\u02bb\u02bc\u2018\u2019'`\u00b4",
  ...' \t\n  +-()[].,;:!?%_\\/"|№éüöğİıßÉ€😀',
];
