import { describe, expect, it } from 'vitest';
import { bannerCreateSchema } from '../../../contract/schemas/banner';
import { bannerBody, emptyBanner } from './banner-form-values';

describe('banner form values', () => {
  it('sends the link or the product, never both', () => {
    const values = { ...emptyBanner, title: 'Yoz', link: 'https://a.uz', productId: 4 };
    expect(bannerBody({ ...values, target: 'link' }, 1)).toMatchObject({ link: 'https://a.uz', productId: null });
    expect(bannerBody({ ...values, target: 'product' }, 1)).toMatchObject({ link: null, productId: 4 });
    expect(bannerBody({ ...values, target: 'none' }, 1)).toMatchObject({ link: null, productId: null });
  });

  it('is refused without an image and with an end before the start', () => {
    const body = bannerBody({ ...emptyBanner, title: 'Yoz', startsAt: '2026-12-10', endsAt: '2026-12-01' }, undefined);
    const paths = bannerCreateSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('imageId');
    expect(bannerCreateSchema.safeParse({ ...body, imageId: 3 }).error?.issues[0]?.path).toEqual(['endsAt']);
  });
});
