import { z } from 'zod';
import { maxFieldErrors } from '../envelope';

/** The contract's error shape (API.md, "Conventions"), as the API document describes every refusal. */
export const errorBodySchema = z.object({
  data: z.null(),
  meta: z.object({
    status: z.int().min(400).max(599),
    message: z.string().min(1),
    errors: z
      .array(z.object({ path: z.string(), message: z.string().min(1) }))
      .max(maxFieldErrors)
      .optional(),
    more: z.int().min(1).optional(),
  }),
});

/** Every JSON answer that is not an error: `{ data }`, with `meta` on a list. */
export const dataBodySchema = z.object({ data: z.unknown(), meta: z.record(z.string(), z.unknown()).optional() });
