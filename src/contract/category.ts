export interface Category {
  id: number;
  name: string;
  parentId: number | null;
  createdAt: string;
  updatedAt: string;
}

export type CategoryRef = Pick<Category, 'id' | 'name'>;
