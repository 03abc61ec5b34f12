import type { Brand } from '../../src/contract/brand';
import type { ImageRef } from '../../src/contract/file';
import type { brands } from '../db/schema/brands';

export const toBrand = ({ brand: b, logo }: { brand: typeof brands.$inferSelect; logo: ImageRef | null }): Brand => ({
  id: b.id,
  name: b.name,
  logo,
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});
