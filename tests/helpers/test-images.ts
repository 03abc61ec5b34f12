import { encodePng, type Rgb } from '../../server/db/seed/png';

/** A small PNG for the file picker: a diagonal gradient of `color`, so two images look different. */
export function pngFile(name: string, color: Rgb, size = 96) {
  const buffer = encodePng(size, size, (x, y) => {
    const shade = (x + y) / (2 * size);
    return color.map((c) => Math.round(c * (0.6 + 0.4 * shade))) as unknown as Rgb;
  });
  return { name, mimeType: 'image/png', buffer };
}
