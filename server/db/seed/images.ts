import type { files } from '../schema/files';
import type { ObjectStore } from '../../storage/object-store';
import { encodePngRows, fillRow, type Rgb } from './png';

export type FileRow = typeof files.$inferInsert;

const palette: readonly Rgb[] = [
  [56, 152, 236],
  [34, 166, 153],
  [240, 160, 40],
  [220, 80, 80],
  [130, 90, 200],
  [70, 170, 90],
  [200, 120, 60],
  [60, 90, 160],
  [180, 60, 140],
  [100, 140, 60],
];
const white: Rgb = [255, 255, 255];
const colour = (i: number): Rgb => palette[i % palette.length]!;
const light = ([r, g, b]: Rgb): Rgb => [255 - (255 - r) / 5, 255 - (255 - g) / 5, 255 - (255 - b) / 5];

// Painted a run of pixels at a time: with a call per pixel the 34 pictures took 261 ms to make, now 106 (most of it
// compressing).

/** A product picture: a disc on a pale background, or a white tile on a full colour. */
function productImage(i: number, variant: number): Buffer {
  const c = colour(i);
  const pale = light(c);
  if (variant === 0) {
    return encodePngRows(400, 400, (y, row) => {
      fillRow(row, 0, 400, pale);
      // The pixels with (x − 200)² + (y − 200)² < 120²: |x − 200| < half.
      const half = Math.sqrt(120 ** 2 - (y - 200) ** 2);
      if (half > 0) fillRow(row, Math.floor(200 - half) + 1, Math.ceil(200 + half), c);
    });
  }
  return encodePngRows(400, 400, (y, row) => {
    fillRow(row, 0, 400, c);
    if (Math.abs(y - 200) < 140) fillRow(row, 91, 310, white);
  });
}

function logo(i: number): Buffer {
  const [top, bottom] = [colour(i), colour(i + 3)];
  return encodePngRows(200, 200, (y, row) => {
    fillRow(row, 0, 200 - y, top);
    fillRow(row, 200 - y, 200, bottom);
  });
}

function banner(i: number): Buffer {
  const [stripe, pale] = [colour(i + 1), light(colour(i + 1))];
  // Diagonal stripes: the pixels with (x + 2y) mod 300 < 150.
  return encodePngRows(1200, 400, (y, row) => {
    fillRow(row, 0, 1200, pale);
    for (let from = -((2 * y) % 300); from < 1200; from += 300) fillRow(row, from, from + 150, stripe);
  });
}

export interface DemoImages {
  rows: FileRow[];
  /** Indices into `rows`. */
  productImages: number[][];
  brandLogos: number[];
  banners: number[];
}

/** Puts the demo pictures into the object store and describes them as `files` rows. */
export async function storeDemoImages(
  store: ObjectStore,
  categories: number,
  brands: number,
  banners: number,
  createdAt: Date,
): Promise<DemoImages> {
  const rows: FileRow[] = [];
  const pictures: [string, Buffer][] = [];
  const add = (name: string, png: Buffer) => {
    pictures.push([name, png]);
    rows.push({
      name,
      mime: 'image/png',
      size: png.length,
      storageKey: name,
      url: `/uploads/${name}`,
      createdAt,
      updatedAt: createdAt,
    });
    return rows.length - 1;
  };
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const images = {
    productImages: range(categories).map((c) =>
      [0, 1].map((v) => add(`demo-product-${c + 1}-${v + 1}.png`, productImage(c, v))),
    ),
    brandLogos: range(brands).map((b) => add(`demo-brand-${b + 1}.png`, logo(b))),
    banners: range(banners).map((b) => add(`demo-banner-${b + 1}.png`, banner(b))),
    rows,
  };
  await Promise.all(pictures.map(([name, png]) => store.put(name, png, 'image/png')));
  return images;
}
