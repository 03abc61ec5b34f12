import { DateInput } from '../../../components/date-input';
import { CheckField } from '../../../components/check-field';
import { controlClass, FormField } from '../../../components/form-field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { BannerFormValues } from './banner-form-values';
import { BannerTargetField } from './banner-target-field';

interface BannerFormFieldsProps {
  values: BannerFormValues;
  errors: FieldErrors;
  set: <K extends keyof BannerFormValues & string>(key: K, value: BannerFormValues[K]) => void;
}

export const bannerFieldNames = ['title', 'imageId', 'position', 'isActive', 'startsAt', 'endsAt', 'link', 'productId'];

const input = `${controlClass} h-11`;

export function BannerFormFields({ values, errors, set }: BannerFormFieldsProps) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
      <FormField label="Sarlavha" error={errors.title}>
        {(control) => (
          <input
            {...control}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            maxLength={120}
            className={input}
          />
        )}
      </FormField>
      <FormField label="Tartib raqami" error={errors.position} hint="Bosh sahifada kichigi oldinda">
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.position}
            onChange={(event) => set('position', event.target.value)}
            className={input}
          />
        )}
      </FormField>
      <FormField label="Boshlanish sanasi" error={errors.startsAt}>
        {(control) => (
          <DateInput
            {...control}
            wide
            value={values.startsAt}
            max={values.endsAt || undefined}
            onChange={(value) => set('startsAt', value)}
            className={input}
          />
        )}
      </FormField>
      <FormField label="Tugash sanasi" error={errors.endsAt}>
        {(control) => (
          <DateInput
            {...control}
            wide
            value={values.endsAt}
            min={values.startsAt || undefined}
            onChange={(value) => set('endsAt', value)}
            className={input}
          />
        )}
      </FormField>
      <BannerTargetField values={values} errors={errors} set={set} />
      <CheckField
        label="Faol"
        checked={values.isActive}
        onChange={(on) => set('isActive', on)}
        error={errors.isActive}
      />
    </div>
  );
}
