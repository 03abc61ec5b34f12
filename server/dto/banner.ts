import type { Banner } from '../../src/contract/banner';
import type { ImageRef } from '../../src/contract/file';
import type { banners } from '../db/schema/banners';

export const toBanner = ({ banner: b, image }: { banner: typeof banners.$inferSelect; image: ImageRef }): Banner => ({
  id: b.id,
  title: b.title,
  imageId: b.imageId,
  image,
  link: b.link,
  productId: b.productId,
  position: b.position,
  isActive: b.isActive,
  startsAt: b.startsAt,
  endsAt: b.endsAt,
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});
