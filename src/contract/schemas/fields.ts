import { z } from 'zod';
import { maxInt, textSchema } from './common';
import { boundedDate } from './dates';

type Named = { error: z.core.$ZodErrorMap };

/**
 * Prefixes the shared Uzbek message (installed by ./common) with the field's label, so a
 * message read without its form still names the field: "Narx: Qiymat kamida 0 boʻlishi kerak".
 */
export const named = (label: string): Named => ({
  error: (issue) => {
    const base = z.config().localeError?.(issue);
    const text = typeof base === 'string' ? base : (base?.message ?? 'Qiymat notoʻgʻri');
    return `${label}: ${text}`;
  },
});

export const textField = (label: string, min: number, max: number) => {
  const n = named(label);
  return textSchema(n).trim().min(min, n).max(max, n);
};

/** Bidirectional controls (embeddings, overrides, isolates, marks): they make a name read otherwise than it is stored. */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const letter = /\p{L}/u;

/**
 * A person's or product's name: trimmed text with at least one letter (zero-width characters and
 * punctuation alone are not a name) and no bidirectional control character.
 */
export const nameField = (label: string, max: number) =>
  textField(label, 1, max)
    .refine((name) => !bidiControls.test(name), `${label}: yozuv yoʻnalishini oʻzgartiruvchi belgilar boʻlmasin`)
    .refine((name) => name === '' || letter.test(name), `${label}: kamida bitta harf boʻlsin`);

export const intField = (label: string, min: number, max = maxInt) => {
  const n = named(label);
  return z.number(n).int(n).min(min, n).max(max, n);
};

export const idField = (label: string) => intField(label, 1);

export const boolField = (label: string) => z.boolean(named(label));

export const enumField = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, named(label));

export const dateField = (label: string) => boundedDate(named(label));

/** An issue on `path` for `.check()` callbacks. */
export const issueAt = (path: string, message: string, input: unknown) => ({
  code: 'custom' as const,
  path: [path],
  message,
  input,
});
