import { z } from 'zod';
import { roles } from '../enums';
import { phoneSchema } from './common';

export const roleSchema = z.enum(roles);

/** Sign-in checks only presence: old and demo passwords may be shorter than a new one must be. */
export const signInBodySchema = z.strictObject({
  phone: phoneSchema,
  password: z.string().min(1).max(200),
});

export const newPasswordSchema = z.string().min(8).max(200);
