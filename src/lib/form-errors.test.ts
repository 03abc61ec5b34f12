import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http/http-error';
import { serverFieldErrors, unplacedErrors, zodFieldErrors } from './form-errors';

describe('form errors', () => {
  it('keeps the first zod message per top-level field', () => {
    const result = z
      .object({ name: z.string().min(1, 'A'), ids: z.array(z.number().max(1, 'B')) })
      .safeParse({ name: '', ids: [5, 6] });
    expect(zodFieldErrors(result.error!)).toEqual({ name: 'A', ids: 'B' });
  });

  it('reads a 400 errors[] and ignores other failures', () => {
    const body = { data: null, meta: { status: 400, message: 'x', errors: [{ path: 'price', message: 'P' }] } };
    expect(serverFieldErrors(new HttpError(400, body))).toEqual({ price: 'P' });
    expect(serverFieldErrors(new HttpError(409, { data: null, meta: { status: 409, message: 'x' } }))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });

  it('lists the messages of fields not on the form', () => {
    expect(unplacedErrors({ price: 'P', '': 'Root', other: 'O' }, ['price'])).toEqual(['Root', 'O']);
  });
});
