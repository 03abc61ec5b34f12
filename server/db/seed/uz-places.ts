// Tashkent districts with an approximate centre, some of their streets, and landmarks ("moʻljal").
export interface District {
  region: string;
  name: string;
  lat: number;
  lng: number;
  streets: readonly string[];
}

const city = 'Toshkent shahri';
const province = 'Toshkent viloyati';

export const districts: readonly District[] = [
  {
    region: city,
    name: 'Chilonzor',
    lat: 41.2756,
    lng: 69.2034,
    streets: ['Bunyodkor shoh koʻchasi', 'Muqimiy koʻchasi', 'Qatortol koʻchasi', 'Lutfiy koʻchasi'],
  },
  {
    region: city,
    name: 'Yunusobod',
    lat: 41.3645,
    lng: 69.2856,
    streets: ['Amir Temur shoh koʻchasi', 'Bogʻishamol koʻchasi', 'Shahriston koʻchasi', 'Yunusobod 4-mavzesi'],
  },
  {
    region: city,
    name: 'Mirzo Ulugʻbek',
    lat: 41.327,
    lng: 69.335,
    streets: ['Buyuk Ipak Yoʻli koʻchasi', 'Mustaqillik shoh koʻchasi', 'Feruza koʻchasi', 'Qorasuv-3 mavzesi'],
  },
  {
    region: city,
    name: 'Yakkasaroy',
    lat: 41.287,
    lng: 69.259,
    streets: ['Shota Rustaveli koʻchasi', 'Bobur koʻchasi', 'Qushbegi koʻchasi', 'Kichik halqa yoʻli'],
  },
  {
    region: city,
    name: 'Mirobod',
    lat: 41.296,
    lng: 69.28,
    streets: ['Nukus koʻchasi', 'Afrosiyob koʻchasi', 'Taras Shevchenko koʻchasi', 'Oybek koʻchasi'],
  },
  {
    region: city,
    name: 'Shayxontohur',
    lat: 41.323,
    lng: 69.23,
    streets: ['Navoiy koʻchasi', 'Zarqaynar koʻchasi', 'Samarqand Darvoza koʻchasi', 'Gʻofur Gʻulom koʻchasi'],
  },
  {
    region: city,
    name: 'Olmazor',
    lat: 41.352,
    lng: 69.22,
    streets: ['Farobiy koʻchasi', 'Qorasaroy koʻchasi', 'Sagʻbon koʻchasi', 'Talabalar shaharchasi'],
  },
  {
    region: city,
    name: 'Uchtepa',
    lat: 41.29,
    lng: 69.175,
    streets: ['Foziltepa koʻchasi', 'Uchtepa koʻchasi', 'Chilonzor-22 mavzesi'],
  },
  {
    region: city,
    name: 'Sergeli',
    lat: 41.225,
    lng: 69.22,
    streets: ['Yangi Sergeli koʻchasi', 'Sergeli-8 mavzesi', 'Qumariq koʻchasi'],
  },
  {
    region: city,
    name: 'Yashnobod',
    lat: 41.298,
    lng: 69.34,
    streets: ['Maxtumquli koʻchasi', 'Parkent koʻchasi', 'Tuzel mavzesi', 'Aviasozlar koʻchasi'],
  },
  {
    region: city,
    name: 'Bektemir',
    lat: 41.21,
    lng: 69.335,
    streets: ['Husayn Boyqaro koʻchasi', 'Bektemir koʻchasi'],
  },
  { region: city, name: 'Yangihayot', lat: 41.2, lng: 69.21, streets: ['Chinobod koʻchasi', 'Yangihayot koʻchasi'] },
  {
    region: province,
    name: 'Qibray tumani',
    lat: 41.39,
    lng: 69.465,
    streets: ['Bodomzor koʻchasi', 'Mustaqillik koʻchasi'],
  },
  {
    region: province,
    name: 'Zangiota tumani',
    lat: 41.196,
    lng: 69.145,
    streets: ['Eshonguzar koʻchasi', 'Zangiota koʻchasi'],
  },
];

/** Relative weights of `districts`: the big city districts order the most. */
export const districtWeights = [14, 13, 12, 9, 8, 8, 9, 7, 6, 8, 2, 3, 3, 2] as const;

export const landmarks = [
  'Korzinka yonida',
  'Makro supermarketi roʻparasida',
  'Maktab yonida',
  'Masjid orqasida',
  'Bozor yaqinida',
  'Metro bekati yonida',
  'Dorixona roʻparasida',
  'Bolalar bogʻchasi yonida',
  'Havas doʻkoni yonida',
  'Avtobus bekati roʻparasida',
  'Poliklinika orqasida',
  'Choyxona yonida',
] as const;

export const addressLabels = ['Uy', 'Ish', 'Ofis', 'Dacha'] as const;
