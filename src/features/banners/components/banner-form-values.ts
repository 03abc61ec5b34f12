import type { Banner } from '../../../contract/banner';

export type BannerTarget = 'none' | 'link' | 'product';

export interface BannerFormValues {
  title: string;
  position: string;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
  target: BannerTarget;
  link: string;
  productId: number | null;
}

export const emptyBanner: BannerFormValues = {
  title: '',
  position: '0',
  isActive: true,
  startsAt: '',
  endsAt: '',
  target: 'none',
  link: '',
  productId: null,
};

export const bannerFormValues = (banner: Banner): BannerFormValues => ({
  title: banner.title,
  position: String(banner.position),
  isActive: banner.isActive,
  startsAt: banner.startsAt ?? '',
  endsAt: banner.endsAt ?? '',
  target: banner.productId !== null ? 'product' : banner.link ? 'link' : 'none',
  link: banner.link ?? '',
  productId: banner.productId,
});

/** A banner opens a link or a product, not both; the one not chosen is cleared. */
export const bannerBody = (values: BannerFormValues, imageId: number | undefined) => ({
  title: values.title.trim(),
  imageId,
  position: values.position.trim() === '' ? undefined : Number(values.position),
  isActive: values.isActive,
  startsAt: values.startsAt || null,
  endsAt: values.endsAt || null,
  link: values.target === 'link' ? values.link.trim() : null,
  productId: values.target === 'product' ? (values.productId ?? undefined) : null,
});
