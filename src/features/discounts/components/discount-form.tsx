import { FormActions } from '../../../components/form-actions';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import type { Discount } from '../../../contract/discount';
import { discountCreateSchema, discountUpdateSchema } from '../../../contract/schemas/discount';
import { unplacedErrors, zodFieldErrors } from '../../../lib/form-errors';
import { useFormState } from '../../../lib/hooks/use-form-state';
import { useSaveFlow } from '../../../lib/hooks/use-save-flow';
import { useCreateDiscount, useUpdateDiscount } from '../api/discount-mutations';
import { discountFieldNames, DiscountFormFields } from './discount-form-fields';
import { discountBody, discountFormValues, emptyDiscount } from './discount-form-values';

export function DiscountForm({ discount }: { discount?: Discount }) {
  const form = useFormState(discount ? discountFormValues(discount) : emptyDiscount());
  const { formRef, blocker, back, busy, fail, onSubmit, saveNew, saveChanges } = useSaveFlow({
    listPath: '/discounts',
    dirty: form.dirty,
    savedText: discount ? 'Chegirma saqlandi' : 'Chegirma qoʻshildi',
    setErrors: form.setErrors,
    create: useCreateDiscount(),
    update: useUpdateDiscount(),
  });

  const submit = onSubmit(() => {
    const body = discountBody(form.values);
    // The whole discount is checked as the server checks it after merging a PATCH.
    const full = discountCreateSchema.safeParse(body);
    if (!full.success) return fail(zodFieldErrors(full.error));
    if (!discount) return saveNew(full.data);
    saveChanges(discount.id, discountUpdateSchema.parse(body));
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Chegirma" className="max-w-4xl">
      <FormErrorSummary messages={unplacedErrors(form.errors, discountFieldNames)} />
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <DiscountFormFields values={form.values} errors={form.errors} set={form.set} />
      </div>
      <FormActions cancelTo={back} busy={busy} />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
