import type { z } from 'zod';
import { listQuery } from './common';

/** `GET /brand`; `search` is on the name. */
export const brandListQuery = listQuery(['name', 'createdAt']);

export type BrandListQuery = z.output<typeof brandListQuery>;
