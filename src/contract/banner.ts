import type { ImageRef } from './file';

export interface Banner {
  id: number;
  title: string;
  imageId: number;
  image: ImageRef;
  link: string | null;
  productId: number | null;
  /** Order on the shop's home screen. */
  position: number;
  isActive: boolean;
  /** `YYYY-MM-DD` */
  startsAt: string | null;
  /** `YYYY-MM-DD`, not before `startsAt`. */
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}
