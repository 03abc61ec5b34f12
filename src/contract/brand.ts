import type { ImageRef } from './file';

export interface Brand {
  id: number;
  name: string;
  logo: ImageRef | null;
  createdAt: string;
  updatedAt: string;
}

export type BrandRef = Pick<Brand, 'id' | 'name'>;
