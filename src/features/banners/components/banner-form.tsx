import { FormActions } from '../../../components/form-actions';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { ImageUploader } from '../../../components/image-uploader';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import type { Banner } from '../../../contract/banner';
import { bannerCreateSchema, bannerUpdateSchema } from '../../../contract/schemas/banner';
import { unplacedErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { isUploading, uploadedIds } from '../../../lib/image-list';
import { useFormState } from '../../../lib/hooks/use-form-state';
import { useSaveFlow } from '../../../lib/hooks/use-save-flow';
import { useImageUploads } from '../../../lib/hooks/use-image-uploads';
import { useCreateBanner, useUpdateBanner } from '../api/banner-mutations';
import { bannerFieldNames, BannerFormFields } from './banner-form-fields';
import { bannerBody, bannerFormValues, emptyBanner } from './banner-form-values';

export function BannerForm({ banner }: { banner?: Banner }) {
  const form = useFormState(banner ? bannerFormValues(banner) : emptyBanner);
  const image = useImageUploads(banner ? [banner.image] : [], 1);
  const [imageId] = uploadedIds(image.items);
  const imageChanged = imageId !== banner?.imageId || image.items.length > 1;
  const { formRef, blocker, back, busy, fail, onSubmit, saveNew, saveChanges } = useSaveFlow({
    listPath: '/banners',
    dirty: form.dirty || imageChanged,
    savedText: banner ? 'Banner saqlandi' : 'Banner qoʻshildi',
    setErrors: form.setErrors,
    create: useCreateBanner(),
    update: useUpdateBanner(),
  });

  const submit = onSubmit(() => {
    const body = bannerBody(form.values, imageId);
    const parsed = (banner ? bannerUpdateSchema : bannerCreateSchema).safeParse(body);
    const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (banner && body.imageId === undefined) errors.imageId ??= 'Rasm: Bu maydon majburiy';
    if (form.values.target === 'product' && form.values.productId === null)
      errors.productId = 'Mahsulot: Bu maydon majburiy';
    if (!parsed.success || Object.keys(errors).length > 0) return fail(errors);
    if (banner) saveChanges(banner.id, parsed.data);
    else saveNew(bannerCreateSchema.parse(body));
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Banner" className="max-w-4xl">
      <FormErrorSummary messages={unplacedErrors(form.errors, bannerFieldNames)} />
      <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-6">
        <div className="max-w-lg">
          <ImageUploader
            label="Rasm"
            uploads={image}
            error={image.items.length === 0 ? form.errors.imageId : undefined}
            wide
          />
        </div>
        <BannerFormFields values={form.values} errors={form.errors} set={form.set} />
      </div>
      <FormActions cancelTo={back} busy={busy} waiting={isUploading(image.items) ? 'Rasm yuklanmoqda…' : undefined} />
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
