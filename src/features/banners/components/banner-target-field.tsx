import { useId } from 'react';
import { controlClass, FormField } from '../../../components/form-field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { BannerFormValues, BannerTarget } from './banner-form-values';
import { ProductPicker } from './product-picker';

interface BannerTargetFieldProps {
  values: BannerFormValues;
  errors: FieldErrors;
  set: <K extends keyof BannerFormValues & string>(key: K, value: BannerFormValues[K]) => void;
}

const targets: { value: BannerTarget; label: string }[] = [
  { value: 'none', label: 'Hech narsa' },
  { value: 'link', label: 'Havola' },
  { value: 'product', label: 'Mahsulot' },
];

/** Where a tap on the banner leads: nowhere, a web link, or one product. */
export function BannerTargetField({ values, errors, set }: BannerTargetFieldProps) {
  const id = useId();
  return (
    <fieldset className="space-y-3 md:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Bosilganda ochiladi</legend>
      <div className="flex flex-wrap gap-4">
        {targets.map((target) => (
          <label key={target.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={`${id}-target`}
              value={target.value}
              checked={values.target === target.value}
              onChange={() => set('target', target.value)}
              className="size-5 accent-sky-600"
            />
            {target.label}
          </label>
        ))}
      </div>
      {values.target === 'link' && (
        <FormField label="Havola" error={errors.link} hint="https:// bilan boshlanadigan manzil">
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={values.link}
              onChange={(event) => set('link', event.target.value)}
              placeholder="https://"
              className={`${controlClass} h-11`}
            />
          )}
        </FormField>
      )}
      {values.target === 'product' && (
        <ProductPicker
          value={values.productId}
          onChange={(productId) => set('productId', productId)}
          error={errors.productId}
          errorId={`${id}-product-error`}
        />
      )}
    </fieldset>
  );
}
