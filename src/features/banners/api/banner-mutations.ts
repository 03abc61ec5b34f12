import { bannerKeys } from '../../../api/banner';
import { entityMutations } from '../../../api/entity-mutations';
import type { Banner } from '../../../contract/banner';
import type { BannerCreateBody, BannerUpdateBody } from '../../../contract/schemas/banner';

export const {
  useCreate: useCreateBanner,
  useUpdate: useUpdateBanner,
  useDelete: useDeleteBanner,
} = entityMutations<Banner, BannerCreateBody, BannerUpdateBody>('/banner', bannerKeys);
