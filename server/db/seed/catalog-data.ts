import type { Unit } from '../../../src/contract/enums';

export const brandNames = [
  'Hydrolife',
  'Musaffo',
  'Bonaqua',
  'Nestlé Pure Life',
  'Chortoq',
  'HotFrost',
  'Ahmad Tea',
  'Oltin Vodiy',
] as const;

/** `parent` is an index into this list. */
export const categoryData: readonly { name: string; parent: number | null }[] = [
  { name: 'Ichimlik suvi', parent: null },
  { name: '18,9 litrli suv', parent: 0 },
  { name: 'Kichik idishdagi suv', parent: 0 },
  { name: 'Mineral suv', parent: 0 },
  { name: 'Kuler va pompalar', parent: null },
  { name: 'Choy va qahva', parent: null },
  { name: 'Shakar, tuz va ziravorlar', parent: null },
  { name: 'Guruch va yormalar', parent: null },
  { name: 'Un va makaron', parent: null },
  { name: 'Yogʻ va konservalar', parent: null },
];

export interface ProductTemplate {
  name: string;
  category: number;
  /** Index into `brandNames`. */
  brand: number | null;
  unit: Unit;
  unitValue: number | null;
  price: number;
  returnable?: boolean;
  description: string;
}

type Size = readonly [label: string, unitValue: number, price: number];

const waterBrands = [0, 1, 2, 3] as const;
const waterText = 'Tabiiy manbadan olingan, koʻp bosqichli tozalangan ichimlik suvi.';
const bigBottle =
  'Tabiiy manbadan olingan, koʻp bosqichli tozalangan ichimlik suvi. Boʻsh idish keyingi yetkazishda qaytariladi.';
const waterSizes: readonly Size[] = [
  ['10 l', 10, 13000],
  ['5 l', 5, 9000],
  ['1,5 l', 1.5, 4500],
  ['1 l', 1, 3500],
  ['0,5 l', 0.5, 2500],
  ['0,33 l', 0.33, 2000],
  ['1,5 l × 6 dona', 9, 25000],
  ['0,5 l × 12 dona', 6, 27000],
];

function water(): ProductTemplate[] {
  return waterBrands.flatMap((brand, b) => [
    {
      name: `${brandNames[brand]} suvi 18,9 l`,
      category: 1,
      brand,
      unit: 'litr' as const,
      unitValue: 18.9,
      price: 18000 + b * 2000,
      returnable: true,
      description: bigBottle,
    },
    ...waterSizes.map(([label, unitValue, price]) => ({
      name: `${brandNames[brand]} suvi ${label}`,
      category: 2,
      brand,
      unit: 'litr' as const,
      unitValue,
      price: price + b * 500,
      description: waterText,
    })),
    {
      name: `${brandNames[brand]} suvi 18,9 l (yangi idish bilan)`,
      category: 1,
      brand,
      unit: 'litr' as const,
      unitValue: 18.9,
      price: 63000 + b * 2000,
      description: `${waterText} Yangi polikarbonat idish bilan.`,
    },
    {
      name: `${brandNames[brand]} bolalar suvi 0,33 l (sport qopqoq)`,
      category: 2,
      brand,
      unit: 'litr' as const,
      unitValue: 0.33,
      price: 3000 + b * 500,
      description: 'Bolalar uchun yumshoq ichimlik suvi.',
    },
    {
      name: `${brandNames[brand]} gazli suvi 1,5 l`,
      category: 2,
      brand,
      unit: 'litr' as const,
      unitValue: 1.5,
      price: 5000 + b * 500,
      description: 'Gazlangan ichimlik suvi.',
    },
  ]);
}

function mineral(): ProductTemplate[] {
  const sizes: readonly Size[] = [
    ['0,5 l', 0.5, 4000],
    ['1 l', 1, 6000],
    ['1,5 l', 1.5, 7500],
  ];
  return ['gazli', 'gazsiz'].flatMap((kind) =>
    sizes.map(([label, unitValue, price]) => ({
      name: `Chortoq mineral suvi ${kind} ${label}`,
      category: 3,
      brand: 4,
      unit: 'litr' as const,
      unitValue,
      price,
      description: 'Chortoq buloqlaridan olingan shifobaxsh mineral suv.',
    })),
  );
}

const item = (
  name: string,
  category: number,
  brand: number | null,
  unit: Unit,
  unitValue: number | null,
  price: number,
  description: string,
): ProductTemplate => ({ name, category, brand, unit, unitValue, price, description });

function equipment(): ProductTemplate[] {
  const cooler = 'Issiq va sovuq suv beradigan kuler, 18,9 litrli idish uchun.';
  return [
    item('Kuler HotFrost V118 (stol usti)', 4, 5, 'dona', null, 1250000, cooler),
    item('Kuler HotFrost V120 (polda turadigan)', 4, 5, 'dona', null, 1690000, cooler),
    item('Kuler HotFrost 35AE', 4, 5, 'dona', null, 1450000, cooler),
    item('Kuler HotFrost V400 (muzlatgichli)', 4, 5, 'dona', null, 2890000, cooler),
    item('Kuler HotFrost 45A (ofis uchun)', 4, 5, 'dona', null, 2150000, cooler),
    item(
      'Elektr pompa (USB orqali zaryadlanadi)',
      4,
      null,
      'dona',
      null,
      95000,
      'Idishdan suvni bir tugma bilan quyadi.',
    ),
    item('Elektr pompa ikki quvurli', 4, null, 'dona', null, 145000, 'Idishdan suvni bir tugma bilan quyadi.'),
    item('Mexanik pompa', 4, null, 'dona', null, 35000, 'Qoʻl bilan bosiladigan pompa.'),
    item('Idish uchun tokcha', 4, null, 'dona', null, 65000, '18,9 litrli idishni qulay saqlash uchun.'),
    item('Idish uchun qopqoq (10 dona)', 4, null, 'dona', null, 15000, 'Bir martalik qopqoqlar.'),
    item('Suv filtri kartriji', 4, null, 'dona', null, 55000, 'Kuler uchun almashtiriladigan filtr.'),
    item('Bir martalik stakanlar (100 dona)', 4, null, 'dona', null, 25000, 'Kuler yonida ishlatish uchun.'),
    item('Idish tashish aravachasi', 4, null, 'dona', null, 120000, 'Ikki idishni bir yoʻla tashish uchun.'),
    item(
      'Kuler tozalash vositasi',
      4,
      null,
      'dona',
      null,
      48000,
      'Kulerni yiliga ikki marta tozalash tavsiya etiladi.',
    ),
  ];
}

function tea(): ProductTemplate[] {
  const d = 'Xushboʻy, sifatli choy.';
  return [
    item('Ahmad Tea qora choy 100 g', 5, 6, 'dona', null, 22000, d),
    item('Ahmad Tea qora choy 250 g', 5, 6, 'dona', null, 49000, d),
    item('Ahmad Tea qora choy 25 paket', 5, 6, 'dona', null, 18000, d),
    item('Ahmad Tea qora choy 100 paket', 5, 6, 'dona', null, 62000, d),
    item('Ahmad Tea yashil choy 100 g', 5, 6, 'dona', null, 24000, d),
    item('Ahmad Tea yashil choy 25 paket', 5, 6, 'dona', null, 19000, d),
    item('Ahmad Tea Earl Grey 100 g', 5, 6, 'dona', null, 26000, d),
    item('Ahmad Tea limonli choy 25 paket', 5, 6, 'dona', null, 20000, d),
    item('Koʻk choy №95, 100 g', 5, null, 'dona', null, 9000, 'Anʼanaviy oʻzbek koʻk choyi.'),
    item('Koʻk choy №110, 100 g', 5, null, 'dona', null, 8500, 'Anʼanaviy oʻzbek koʻk choyi.'),
    item('Ahmad Tea English Breakfast 100 paket', 5, 6, 'dona', null, 64000, d),
    item('Koʻk choy №95, 1 kg', 5, null, 'kg', 1, 82000, 'Anʼanaviy oʻzbek koʻk choyi.'),
    item('Qora choy (tarozida)', 5, null, 'kg', 1, 85000, d),
    item('Eriydigan qahva 100 g', 5, null, 'dona', null, 65000, 'Tez tayyorlanadigan qahva.'),
    item('Qahva donasi 250 g', 5, null, 'dona', null, 89000, 'Qovurilgan arabika donasi.'),
    item('Kakao kukuni 100 g', 5, null, 'dona', null, 28000, 'Ichimlik va pishiriqlar uchun.'),
  ];
}

function weighed(
  name: string,
  category: number,
  brand: number | null,
  perKg: number,
  sizes: readonly number[],
  description: string,
): ProductTemplate[] {
  return sizes.map((kg) =>
    item(
      `${name} ${String(kg).replace('.', ',')} kg`,
      category,
      brand,
      'kg',
      kg,
      Math.round((perKg * kg * (kg >= 25 ? 0.92 : 1)) / 500) * 500,
      description,
    ),
  );
}

function groceries(): ProductTemplate[] {
  const rice = 'Osh va boshqa taomlar uchun saralangan guruch.';
  const flour = 'Nonlar, somsa va pishiriqlar uchun.';
  return [
    ...weighed('Shakar', 6, 7, 13500, [1, 2, 5, 10, 50], 'Oq kristall shakar.'),
    item('Shakar-rafinad 500 g', 6, 7, 'kg', 0.5, 9000, 'Boʻlakli shakar.'),
    item('Shakar-rafinad 1 kg', 6, 7, 'kg', 1, 17000, 'Boʻlakli shakar.'),
    item('Osh tuzi 1 kg', 6, null, 'kg', 1, 3000, 'Mayda osh tuzi.'),
    item('Yodlangan tuz 1 kg', 6, null, 'kg', 1, 3500, 'Yod qoʻshilgan osh tuzi.'),
    item('Dengiz tuzi 500 g', 6, null, 'kg', 0.5, 9000, 'Tabiiy dengiz tuzi.'),
    item('Zira 100 g', 6, null, 'dona', null, 14000, 'Osh uchun xushboʻy zira.'),
    item('Qora murch 50 g', 6, null, 'dona', null, 7000, 'Maydalangan qora murch.'),
    item('Qizil qalampir 50 g', 6, null, 'dona', null, 6000, 'Maydalangan achchiq qalampir.'),
    item('Kashnich urugʻi 100 g', 6, null, 'dona', null, 8000, 'Ziravor.'),
    ...weighed('Devzira guruchi', 7, null, 34000, [1, 5, 25], rice),
    ...weighed('Lazer guruchi', 7, null, 22000, [1, 5, 25], rice),
    ...weighed('Alanga guruchi', 7, null, 26000, [1, 5, 25], rice),
    ...weighed('Chungara guruchi', 7, null, 30000, [1, 5, 25], rice),
    ...weighed('Basmati guruchi', 7, null, 38000, [1, 5], 'Uzun donli xushboʻy guruch.'),
    ...weighed('Grechka', 7, 7, 18000, [1, 5], 'Saralangan grechka yormasi.'),
    item('Noʻxat 1 kg', 7, null, 'kg', 1, 16000, 'Osh va shoʻrvalar uchun.'),
    item('Mosh 1 kg', 7, null, 'kg', 1, 19000, 'Moshxoʻrda va moshkichiri uchun.'),
    item('Qizil loviya 1 kg', 7, null, 'kg', 1, 21000, 'Shoʻrva va salatlar uchun.'),
    item('Yasmiq 1 kg', 7, null, 'kg', 1, 17000, 'Qizil yasmiq.'),
    item('Suli yormasi 500 g', 7, 7, 'kg', 0.5, 12000, 'Nonushta uchun.'),
    item('Manna yormasi 1 kg', 7, 7, 'kg', 1, 11000, 'Boʻtqa uchun.'),
    ...weighed('Bugʻdoy uni (oliy nav)', 8, 7, 7000, [1, 2, 5, 10, 25, 50], flour),
    ...weighed('Bugʻdoy uni (1-nav)', 8, 7, 6000, [5, 25, 50], flour),
    item('Spagetti 400 g', 8, null, 'kg', 0.4, 9000, 'Qattiq bugʻdoydan makaron.'),
    item('Shoxcha makaron 400 g', 8, null, 'kg', 0.4, 8500, 'Qattiq bugʻdoydan makaron.'),
    item('Vermishel 400 g', 8, null, 'kg', 0.4, 7500, 'Shoʻrvalar uchun.'),
    item('Uy ugrasi 500 g', 8, null, 'kg', 0.5, 11000, 'Uy usulida tayyorlangan ugra.'),
    item('Lagʻmon uchun ugra 1 kg', 8, null, 'kg', 1, 16000, 'Qoʻlda choʻzilgandek ugra.'),
    item('Paxta yogʻi 1 l', 9, 7, 'litr', 1, 23000, 'Osh uchun tozalangan paxta yogʻi.'),
    item('Paxta yogʻi 5 l', 9, 7, 'litr', 5, 109000, 'Osh uchun tozalangan paxta yogʻi.'),
    item('Paxta yogʻi 10 l', 9, 7, 'litr', 10, 210000, 'Osh uchun tozalangan paxta yogʻi.'),
    item('Kungaboqar yogʻi 1 l', 9, 7, 'litr', 1, 21000, 'Tozalangan, hidsizlantirilgan.'),
    item('Kungaboqar yogʻi 3 l', 9, 7, 'litr', 3, 60000, 'Tozalangan, hidsizlantirilgan.'),
    item('Kungaboqar yogʻi 5 l', 9, 7, 'litr', 5, 98000, 'Tozalangan, hidsizlantirilgan.'),
    item('Zaytun moyi 500 ml', 9, null, 'litr', 0.5, 75000, 'Extra Virgin.'),
    item('Tomat pastasi 500 g', 9, 7, 'dona', null, 14000, 'Quyultirilgan tomat pastasi.'),
    item('Tomat pastasi 1 kg', 9, 7, 'dona', null, 26000, 'Quyultirilgan tomat pastasi.'),
    item('Mol goʻshti tushonkasi 325 g', 9, null, 'dona', null, 32000, 'Konservalangan mol goʻshti.'),
    item('Qoʻy goʻshti tushonkasi 325 g', 9, null, 'dona', null, 36000, 'Konservalangan qoʻy goʻshti.'),
    item('Skumbriya konservasi 240 g', 9, null, 'dona', null, 17000, 'Oʻz yogʻidagi baliq.'),
    item('Yashil noʻxat konservasi 400 g', 9, null, 'dona', null, 12000, 'Salatlar uchun.'),
    item('Makkajoʻxori konservasi 400 g', 9, null, 'dona', null, 13000, 'Shirin makkajoʻxori.'),
    item('Tuzlangan bodring 1 l', 9, null, 'dona', null, 18000, 'Uy usulida tuzlangan.'),
    item('Mayonez 400 g', 9, null, 'dona', null, 15000, 'Klassik mayonez.'),
  ];
}

export const productTemplates: readonly ProductTemplate[] = [
  ...water(),
  ...mineral(),
  ...equipment(),
  ...tea(),
  ...groceries(),
];
