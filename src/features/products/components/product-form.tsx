import { FormActions } from '../../../components/form-actions';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { ImageUploader } from '../../../components/image-uploader';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import type { Product } from '../../../contract/product';
import { productCreateSchema, productUpdateSchema } from '../../../contract/schemas/product';
import { unplacedErrors, zodFieldErrors } from '../../../lib/form-errors';
import { isUploading, uploadedIds } from '../../../lib/image-list';
import { useFormState } from '../../../lib/hooks/use-form-state';
import { useSaveFlow } from '../../../lib/hooks/use-save-flow';
import { useImageUploads } from '../../../lib/hooks/use-image-uploads';
import { useCreateProduct, useUpdateProduct } from '../api/product-mutations';
import { productFieldNames, ProductFormFields } from './product-form-fields';
import { emptyProduct, productBody, productFormValues } from './product-form-values';

const MAX_IMAGES = 10;

export function ProductForm({ product }: { product?: Product }) {
  const form = useFormState(product ? productFormValues(product) : emptyProduct);
  const images = useImageUploads(product?.images ?? [], MAX_IMAGES);
  const ids = uploadedIds(images.items);
  const imagesChanged = ids.join() !== (product?.imageIds ?? []).join() || images.items.length !== ids.length;
  const { formRef, blocker, back, busy, fail, onSubmit, saveNew, saveChanges } = useSaveFlow({
    listPath: '/products',
    dirty: form.dirty || imagesChanged,
    savedText: product ? 'Mahsulot saqlandi' : 'Mahsulot qoʻshildi',
    setErrors: form.setErrors,
    create: useCreateProduct(),
    update: useUpdateProduct(),
  });

  const submit = onSubmit(() => {
    const body = productBody(form.values, ids);
    if (product) {
      const parsed = productUpdateSchema.safeParse(body);
      if (!parsed.success) return fail(zodFieldErrors(parsed.error));
      saveChanges(product.id, parsed.data);
    } else {
      const parsed = productCreateSchema.safeParse(body);
      if (!parsed.success) return fail(zodFieldErrors(parsed.error));
      saveNew(parsed.data);
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Mahsulot" className="max-w-5xl">
      <FormErrorSummary messages={unplacedErrors(form.errors, productFieldNames)} />
      <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-6">
        <ProductFormFields values={form.values} errors={form.errors} set={form.set} />
        <ImageUploader label="Rasmlar" uploads={images} error={form.errors.imageIds} />
      </div>
      <FormActions
        cancelTo={back}
        busy={busy}
        waiting={isUploading(images.items) ? 'Rasmlar yuklanmoqda…' : undefined}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
