import sharp from 'sharp';

/** Far below sharp's default (268 MP): a 25 MP image decodes to at most 100 MB of RGBA. */
export const maxInputPixels = 25_000_000;
/** Thumbnails made at once; the others wait their turn, so memory stays bounded. */
const maxConcurrent = 1;

// One libvips thread per image and no operation cache: a thumbnail is made once and then stored.
sharp.concurrency(1);
sharp.cache(false);

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** A WebP `width` pixels wide at most; throws for what sharp cannot decode or what is too large. */
export const makeThumbnail = (source: Uint8Array, width: number): Promise<Buffer> =>
  inTurn(() =>
    sharp(source, { limitInputPixels: maxInputPixels }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  );
