import { Hono } from 'hono';
import { z } from 'zod';
import { maxUploadBytes } from '../../src/contract/schemas/file';
import { named } from '../../src/contract/schemas/fields';
import { requireAuth, requireRole } from '../auth/require-auth';
import { storeUpload, uploadTurns } from '../catalog/store-upload';
import { limitBody } from '../http/body-limit';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';

// The multipart envelope (boundaries, headers) around a 5 MiB file.
const multipartOverhead = 64 * 1024;

const uploadForm = z.strictObject({ file: z.instanceof(File, named('Fayl')) });

export const fileRoutes = new Hono<AuthEnv>().post(
  '/',
  requireAuth,
  requireRole('admin'),
  // The turn is taken before the body is read: a waiting upload holds no bytes.
  (_c, next) => uploadTurns.run(next),
  limitBody(maxUploadBytes + multipartOverhead),
  validate('form', uploadForm),
  async (c) => c.json({ data: await storeUpload(c.var.db, c.var.store, c.req.valid('form').file) }, 201),
);
