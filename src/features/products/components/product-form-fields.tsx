import { useQuery } from '@tanstack/react-query';
import { brandQueries } from '../../../api/brand';
import { categoryQueries } from '../../../api/category';
import { CheckField } from '../../../components/check-field';
import { controlClass, FormField } from '../../../components/form-field';
import { units } from '../../../contract/enums';
import { unitLabels } from '../../../contract/labels';
import type { FieldErrors } from '../../../lib/form-errors';
import type { ProductFormValues } from './product-form-values';

interface ProductFormFieldsProps {
  values: ProductFormValues;
  errors: FieldErrors;
  set: <K extends keyof ProductFormValues & string>(key: K, value: ProductFormValues[K]) => void;
}

export const productFieldNames = [
  'name',
  'description',
  'price',
  'oldPrice',
  'unit',
  'unitValue',
  'brandId',
  'categoryId',
  'stock',
  'isActive',
  'isReturnable',
  'imageIds',
];

const input = `${controlClass} h-11`;

export function ProductFormFields({ values, errors, set }: ProductFormFieldsProps) {
  const brands = useQuery(brandQueries.options());
  const categories = useQuery(categoryQueries.options());
  const text = (key: 'name' | 'price' | 'oldPrice' | 'unitValue' | 'stock') => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
      <FormField label="Nomi" error={errors.name} className="md:col-span-2">
        {(control) => <input {...control} {...text('name')} maxLength={120} className={input} />}
      </FormField>
      <FormField label="Tavsif" error={errors.description} className="md:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={2000}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            className={`${controlClass} py-2`}
          />
        )}
      </FormField>
      <FormField label="Narx, soʻm" error={errors.price}>
        {(control) => (
          <input {...control} {...text('price')} type="number" inputMode="numeric" min={0} step={1} className={input} />
        )}
      </FormField>
      <FormField
        label="Eski narx, soʻm"
        error={errors.oldPrice}
        hint="Chegirmadan oldingi narx, boʻlmasa boʻsh qoldiring"
      >
        {(control) => (
          <input
            {...control}
            {...text('oldPrice')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className={input}
          />
        )}
      </FormField>
      <FormField label="Oʻlchov birligi" error={errors.unit}>
        {(control) => (
          <select
            {...control}
            value={values.unit}
            onChange={(event) => set('unit', event.target.value as ProductFormValues['unit'])}
            className={input}
          >
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {unitLabels[unit]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Miqdori" error={errors.unitValue} hint="Masalan, 18.9 litrli idish uchun 18.9">
        {(control) => (
          <input
            {...control}
            {...text('unitValue')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            className={input}
          />
        )}
      </FormField>
      <FormField label="Brend" error={errors.brandId}>
        {(control) => (
          <select
            {...control}
            value={values.brandId}
            onChange={(event) => set('brandId', event.target.value)}
            className={input}
          >
            <option value="">Tanlanmagan</option>
            {brands.data?.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Kategoriya" error={errors.categoryId}>
        {(control) => (
          <select
            {...control}
            value={values.categoryId}
            onChange={(event) => set('categoryId', event.target.value)}
            className={input}
          >
            <option value="">Tanlanmagan</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Ombordagi soni" error={errors.stock}>
        {(control) => (
          <input {...control} {...text('stock')} type="number" inputMode="numeric" min={0} step={1} className={input} />
        )}
      </FormField>
      <div className="flex flex-col justify-end gap-1">
        <CheckField
          label="Faol (doʻkonda koʻrinadi)"
          checked={values.isActive}
          onChange={(on) => set('isActive', on)}
          error={errors.isActive}
        />
        <CheckField
          label="Qaytariladigan idishda"
          checked={values.isReturnable}
          onChange={(on) => set('isReturnable', on)}
          error={errors.isReturnable}
        />
      </div>
    </div>
  );
}
