import type { Category } from '../../src/contract/category';
import type { categories } from '../db/schema/categories';

export const toCategory = (c: typeof categories.$inferSelect): Category => ({
  id: c.id,
  name: c.name,
  parentId: c.parentId,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});
