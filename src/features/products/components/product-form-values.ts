import type { Unit } from '../../../contract/enums';
import type { Product } from '../../../contract/product';

/** What the inputs hold: numbers as typed, ids as option values (`''` for none). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  oldPrice: string;
  unit: Unit;
  unitValue: string;
  brandId: string;
  categoryId: string;
  stock: string;
  isActive: boolean;
  isReturnable: boolean;
}

export interface ProductBody {
  name: string;
  description: string | null;
  price: number | undefined;
  oldPrice: number | null;
  unit: Unit;
  unitValue: number | null;
  brandId: number | null;
  categoryId: number | null;
  imageIds: number[];
  stock: number | undefined;
  isActive: boolean;
  isReturnable: boolean;
}

export const emptyProduct: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  oldPrice: '',
  unit: 'dona',
  unitValue: '',
  brandId: '',
  categoryId: '',
  stock: '0',
  isActive: true,
  isReturnable: false,
};

const text = (value: number | null) => (value === null ? '' : String(value));
/** `''` → `undefined` (a required number left empty), anything else as typed. */
export const requiredNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));
export const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description ?? '',
  price: String(product.price),
  oldPrice: text(product.oldPrice),
  unit: product.unit,
  unitValue: text(product.unitValue),
  brandId: text(product.brandId),
  categoryId: text(product.categoryId),
  stock: String(product.stock),
  isActive: product.isActive,
  isReturnable: product.isReturnable,
});

export const productBody = (values: ProductFormValues, imageIds: number[]): ProductBody => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  price: requiredNumber(values.price),
  oldPrice: optionalNumber(values.oldPrice),
  unit: values.unit,
  unitValue: optionalNumber(values.unitValue),
  brandId: optionalNumber(values.brandId),
  categoryId: optionalNumber(values.categoryId),
  imageIds,
  stock: requiredNumber(values.stock),
  isActive: values.isActive,
  isReturnable: values.isReturnable,
});
