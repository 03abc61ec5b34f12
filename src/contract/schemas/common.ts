import { z } from 'zod';
import { sortOrders } from '../enums';

// zod's bundled `uz` locale uses ‘ ’ instead of ʻ ʼ and reads like a word-for-word
// translation ("kutilgan string >=8 belgi"), so the messages are written here.
// Importing any contract schema installs them, on the server and in the app.
const typeNames: Record<string, string> = {
  string: 'matn',
  number: 'son',
  int: 'butun son',
  boolean: 'true yoki false',
  array: 'roʻyxat',
  object: 'obyekt',
  date: 'sana',
};

const formatMessages: Record<string, string> = {
  email: 'Elektron pochta manzili notoʻgʻri',
  url: 'Havola notoʻgʻri',
  date: 'Sana YYYY-MM-DD koʻrinishida boʻlishi kerak',
  datetime: 'Vaqt ISO 8601 koʻrinishida boʻlishi kerak',
};

const uzErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Bu maydon majburiy';
      return `Qiymat turi notoʻgʻri: ${typeNames[issue.expected] ?? issue.expected} kutilgan`;
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string')
        return min === '1' ? 'Bu maydon boʻsh boʻlmasligi kerak' : `Kamida ${min} ta belgi boʻlishi kerak`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Kamida ${min} ta element boʻlishi kerak`;
      return issue.inclusive ? `Qiymat kamida ${min} boʻlishi kerak` : `Qiymat ${min} dan katta boʻlishi kerak`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `Koʻpi bilan ${max} ta belgi boʻlishi mumkin`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Koʻpi bilan ${max} ta element boʻlishi mumkin`;
      return issue.inclusive ? `Qiymat koʻpi bilan ${max} boʻlishi kerak` : `Qiymat ${max} dan kichik boʻlishi kerak`;
    }
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'Qiymat formati notoʻgʻri';
    case 'invalid_value':
      return `Ruxsat etilgan qiymatlar: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Nomaʼlum maydon: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Qiymat ${String(issue.divisor)} ga karrali boʻlishi kerak`;
    default:
      return 'Qiymat notoʻgʻri';
  }
};
z.config({ localeError: uzErrorMap });

/** `+998` and 9 digits; spaces, dashes and brackets are dropped, a missing `+` or `+998` is added. */
export const phoneSchema = z
  .string()
  .transform((value) => {
    const digits = value.replace(/[\s\-()]/g, '');
    if (/^998\d{9}$/.test(digits)) return `+${digits}`;
    if (/^\d{9}$/.test(digits)) return `+998${digits}`;
    return digits;
  })
  .pipe(z.string().regex(/^\+998\d{9}$/, 'Telefon raqam +998 va 9 ta raqamdan iborat boʻlishi kerak'));

/** The largest id, count or amount of so'm the database holds (PostgreSQL `integer`). */
export const maxInt = 2_147_483_647;

export const nulMessage = 'Matnda NUL (U+0000) belgisi boʻlmasligi kerak';
export const hasNoNul = (text: string) => !text.includes('\0');

/** Text the server stores or searches: PostgreSQL text cannot hold U+0000. Use it for every string field. */
export const textSchema = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(hasNoNul, nulMessage);

/** An id in a JSON body: 1..2³¹−1 (API.md, "Conventions"). */
export const bodyId = z.number().int().min(1).max(maxInt);

/** A whole number in a JSON body that the database stores as `integer`. */
export const bodyInt = (min: number, max = maxInt) => z.number().int().min(min).max(max);

/** A whole number written as a query-string or path value. */
export const queryInt = (min = 0, max = maxInt) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'Butun son boʻlishi kerak')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

export const idSchema = queryInt(1);
/** Path parameters of `/{id}` routes. */
export const idParams = z.strictObject({ id: idSchema });

export const queryBool = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A filter that may repeat (`?status=a&status=b`); a single value arrives as a string. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(item).min(1).max(100));

/** The query every list accepts (API.md, "Conventions"), plus the resource's own filters. */
export const listQuery = <
  const S extends readonly [string, ...string[]],
  E extends z.ZodRawShape = Record<never, never>,
>(
  sortFields: S,
  extra?: E,
) =>
  z
    .strictObject({
      page: queryInt(1).default(1),
      limit: queryInt(1, 100).default(20),
      search: textSchema()
        .trim()
        .max(200)
        .optional()
        .transform((value) => value || undefined),
      sort: z.enum(sortFields).optional(),
      order: z.enum(sortOrders).default('desc'),
    })
    .extend((extra ?? {}) as E);
