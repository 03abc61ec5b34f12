import { DateInput } from '../../../components/date-input';
import type { ChangeEvent } from 'react';
import { CheckField } from '../../../components/check-field';
import { controlClass, FormField } from '../../../components/form-field';
import { discountTypes, type DiscountType } from '../../../contract/enums';
import { discountTypeLabels } from '../../../contract/labels';
import type { FieldErrors } from '../../../lib/form-errors';
import { usesValue, valueUnit, type DiscountFormValues } from './discount-form-values';

interface DiscountFormFieldsProps {
  values: DiscountFormValues;
  errors: FieldErrors;
  set: <K extends keyof DiscountFormValues & string>(key: K, value: DiscountFormValues[K]) => void;
}

export const discountFieldNames = [
  'name',
  'type',
  'value',
  'buyQuantity',
  'getQuantity',
  'promocode',
  'minOrderAmount',
  'startDate',
  'endDate',
  'isActive',
];

const input = `${controlClass} h-11`;
type TextKey = 'name' | 'value' | 'buyQuantity' | 'getQuantity' | 'minOrderAmount';

export function DiscountFormFields({ values, errors, set }: DiscountFormFieldsProps) {
  const bind = (key: TextKey) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });
  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  const { type } = values;

  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
      <FormField label="Nomi" error={errors.name}>
        {(control) => <input {...control} {...bind('name')} maxLength={120} className={input} />}
      </FormField>
      <FormField label="Turi" error={errors.type}>
        {(control) => (
          <select
            {...control}
            value={type}
            onChange={(event) => set('type', event.target.value as DiscountType)}
            className={input}
          >
            {discountTypes.map((option) => (
              <option key={option} value={option}>
                {discountTypeLabels[option]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {type === 'promocode' && (
        <FormField label="Promokod" error={errors.promocode} hint="3–32 ta lotin harfi (A–Z) yoki raqam">
          {(control) => (
            <input
              {...control}
              value={values.promocode}
              onChange={(event) => set('promocode', event.target.value.toUpperCase())}
              maxLength={32}
              autoCapitalize="characters"
              spellCheck={false}
              className={`${input} font-mono uppercase tracking-wider`}
            />
          )}
        </FormField>
      )}
      {usesValue(type) && (
        <FormField label={`Qiymati, ${valueUnit(type)}`} error={errors.value}>
          {(control) => (
            <input
              {...control}
              {...bind('value')}
              {...number}
              max={type === 'fixed' ? undefined : 100}
              className={input}
            />
          )}
        </FormField>
      )}
      {type === 'buy-x-get-y' && (
        <>
          <FormField label="Sotib olinadigan soni (X)" error={errors.buyQuantity}>
            {(control) => <input {...control} {...bind('buyQuantity')} {...number} min={1} className={input} />}
          </FormField>
          <FormField label="Sovgʻa soni (Y)" error={errors.getQuantity}>
            {(control) => <input {...control} {...bind('getQuantity')} {...number} min={1} className={input} />}
          </FormField>
        </>
      )}
      <FormField
        label="Eng kam buyurtma summasi, soʻm"
        error={errors.minOrderAmount}
        hint="Boʻsh qoldirilsa, har qanday summaga"
      >
        {(control) => <input {...control} {...bind('minOrderAmount')} {...number} className={input} />}
      </FormField>
      <FormField label="Boshlanish sanasi" error={errors.startDate}>
        {(control) => (
          <DateInput
            {...control}
            wide
            value={values.startDate}
            onChange={(value) => set('startDate', value)}
            max={values.endDate || undefined}
            className={input}
          />
        )}
      </FormField>
      <FormField label="Tugash sanasi" error={errors.endDate}>
        {(control) => (
          <DateInput
            {...control}
            wide
            value={values.endDate}
            onChange={(value) => set('endDate', value)}
            min={values.startDate || undefined}
            className={input}
          />
        )}
      </FormField>
      <div className="flex items-end">
        <CheckField
          label="Faol"
          checked={values.isActive}
          onChange={(on) => set('isActive', on)}
          error={errors.isActive}
        />
      </div>
    </div>
  );
}
