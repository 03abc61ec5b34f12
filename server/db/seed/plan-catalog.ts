import type { banners } from '../schema/banners';
import type { discounts } from '../schema/discounts';
import type { products } from '../schema/products';
import { brandNames, categoryData, productTemplates } from './catalog-data';
import type { DemoImages } from './images';
import type { Random } from './random';
import { addDays, day, tashkentDate } from './time';

type ProductRow = Omit<typeof products.$inferInsert, 'brandId' | 'categoryId'>;
type BannerRow = Omit<typeof banners.$inferInsert, 'imageId' | 'productId'>;
export type DiscountRow = typeof discounts.$inferInsert;

/** The catalogue, with references as indices into the plan's own lists (ids come at insertion). */
export interface CatalogPlan {
  brands: { name: string; logo: number; createdAt: Date }[];
  categories: { name: string; parent: number | null; createdAt: Date }[];
  products: (ProductRow & { brand: number | null; category: number; images: number[] })[];
  banners: (BannerRow & { image: number; product: number | null })[];
  discounts: DiscountRow[];
  productDiscounts: { product: number; discount: number }[];
}

const roundTo500 = (n: number) => Math.round(n / 500) * 500;

export function planCatalog(random: Random, images: DemoImages, now: Date): CatalogPlan {
  const opened = new Date(+now - 420 * day);
  const products = productTemplates.map((t) => {
    const createdAt = new Date(+opened + random.int(0, 240) * day + random.int(0, 86_399) * 1000);
    const own = images.productImages[t.category]!;
    return {
      name: t.name,
      description: t.description,
      price: t.price,
      oldPrice: random.chance(0.2) ? roundTo500(t.price * (1.1 + random.next() * 0.2)) : null,
      unit: t.unit,
      unitValue: t.unitValue,
      stock: random.chance(0.05) ? 0 : random.int(5, 400),
      isActive: !random.chance(0.05),
      isReturnable: t.returnable ?? false,
      brand: t.brand,
      category: t.category,
      images: random.chance(0.5) ? [own[0]!, own[1]!] : [own[random.int(0, 1)]!],
      createdAt,
      updatedAt: new Date(+createdAt + random.int(0, 60) * day),
    };
  });
  return {
    brands: brandNames.map((name, i) => ({ name, logo: images.brandLogos[i]!, createdAt: opened })),
    categories: categoryData.map((c) => ({ ...c, createdAt: opened })),
    products,
    banners: planBanners(images, products, now),
    ...planDiscounts(random, products, now),
  };
}

function planBanners(images: DemoImages, products: CatalogPlan['products'], now: Date): CatalogPlan['banners'] {
  const today = tashkentDate(now);
  const find = (prefix: string) => products.findIndex((p) => p.name.startsWith(prefix));
  const list = [
    {
      title: 'Suv yetkazib berish bepul — 100 000 soʻmdan',
      link: 'https://yetkaz.uz/yetkazib-berish',
      product: null,
      from: -30,
      to: 60,
    },
    {
      title: 'Hydrolife 18,9 l — haftalik chegirma',
      link: null,
      product: find('Hydrolife suvi 18,9 l'),
      from: -7,
      to: 14,
    },
    { title: 'Yangi kulerlar keldi', link: null, product: find('Kuler HotFrost V400'), from: -14, to: 30 },
    { title: 'Choy haftaligi: 15% chegirma', link: 'https://yetkaz.uz/choy', product: null, from: -10, to: 10 },
    {
      title: 'BAHOR25 promokodi bilan 25% arzon',
      link: 'https://yetkaz.uz/promo/bahor25',
      product: null,
      from: -20,
      to: 40,
    },
    { title: 'Ofislar uchun ulgurji narxlar', link: 'https://yetkaz.uz/ofis', product: null, from: -90, to: -30 },
  ];
  return list.map((b, i) => {
    const createdAt = new Date(+now + (b.from - 3) * day);
    return {
      title: b.title,
      link: b.link,
      image: images.banners[i]!,
      product: b.product !== null && b.product >= 0 ? b.product : null,
      position: i + 1,
      isActive: b.to >= 0,
      startsAt: addDays(today, b.from),
      endsAt: addDays(today, b.to),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

type DiscountSpec = Omit<DiscountRow, 'startDate' | 'endDate'> & {
  from: number;
  to: number;
  match: (name: string) => boolean;
};

function planDiscounts(random: Random, products: CatalogPlan['products'], now: Date) {
  const today = tashkentDate(now);
  const has =
    (...parts: string[]) =>
    (name: string) =>
      parts.some((p) => name.includes(p));
  const specs: DiscountSpec[] = [
    { name: 'Hydrolife haftaligi', type: 'percentage', value: 10, from: -100, to: 20, match: has('Hydrolife suvi') },
    { name: 'Choy kuni', type: 'percentage', value: 15, from: -10, to: 10, match: has('choy', 'Choy') },
    { name: 'Kuzgi chegirma', type: 'percentage', value: 20, from: -160, to: -100, match: has('guruchi', 'Grechka') },
    { name: 'Kulerlarga 5%', type: 'percentage', value: 5, from: 5, to: 35, match: has('Kuler ') },
    {
      name: 'Katta qop — 5 000 soʻm arzon',
      type: 'fixed',
      value: 5000,
      minOrderAmount: 150000,
      from: -60,
      to: 30,
      match: has(' 25 kg', ' 50 kg'),
    },
    { name: 'Pompalarga 10 000 soʻm', type: 'fixed', value: 10000, from: -30, to: 30, match: has('pompa') },
    { name: 'Yogʻ aksiyasi', type: 'fixed', value: 3000, from: -120, to: -60, isActive: false, match: has('yogʻi') },
    {
      name: '4 ta olsangiz, 1 tasi sovgʻa',
      type: 'buy-x-get-y',
      value: 0,
      buyQuantity: 4,
      getQuantity: 1,
      from: -90,
      to: 60,
      match: (n) => n.endsWith('suvi 18,9 l'),
    },
    {
      name: 'Choy 2 + 1',
      type: 'buy-x-get-y',
      value: 0,
      buyQuantity: 2,
      getQuantity: 1,
      from: -40,
      to: -5,
      match: has('Ahmad Tea'),
    },
    {
      name: 'Bolalar suvi 5 + 1',
      type: 'buy-x-get-y',
      value: 0,
      buyQuantity: 5,
      getQuantity: 1,
      from: 1,
      to: 30,
      match: has('bolalar suvi'),
    },
    {
      name: 'Bahor promokodi',
      type: 'promocode',
      value: 25,
      promocode: 'BAHOR25',
      minOrderAmount: 100000,
      from: -20,
      to: 40,
      match: () => random.chance(0.1),
    },
    {
      name: 'Suv promokodi',
      type: 'promocode',
      value: 10,
      promocode: 'SUV10',
      from: -120,
      to: 120,
      match: has(' suvi '),
    },
  ];
  const productDiscounts: CatalogPlan['productDiscounts'] = [];
  const discountRows = specs.map(({ from, to, match, ...row }, d) => {
    products.forEach((p, i) => match(p.name) && productDiscounts.push({ product: i, discount: d }));
    const createdAt = new Date(+now + Math.min(from - 2, -1) * day);
    return { ...row, startDate: addDays(today, from), endDate: addDays(today, to), createdAt, updatedAt: createdAt };
  });
  return { discounts: discountRows, productDiscounts };
}
