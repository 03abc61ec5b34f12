import type { z } from 'zod';
import type { FieldError } from '../contract/envelope';
import { HttpError } from './http/http-error';

/** The first message per field path (`price`, `imageIds`, `imageIds.3` → `imageIds`). */
export type FieldErrors = Partial<Record<string, string>>;

function collect(entries: readonly FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of entries) {
    const field = path.split('.')[0] || '';
    errors[field] ??= message;
  }
  return errors;
}

export const zodFieldErrors = (error: z.core.$ZodError): FieldErrors =>
  collect(error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));

/** A 400's `errors[]` by field; `null` when the failure is not about fields. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof HttpError) || !error.body?.meta?.errors?.length) return null;
  return collect(error.body.meta.errors);
}

/** Errors whose field the form does not show, for a summary above it. */
export const unplacedErrors = (errors: FieldErrors, fields: readonly string[]): string[] =>
  Object.entries(errors).flatMap(([path, message]) => (fields.includes(path) || !message ? [] : [message]));
