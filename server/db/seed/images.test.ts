import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ObjectStore } from '../../storage/object-store';
import { storeDemoImages } from './images';

async function demoPictures(): Promise<Map<string, Buffer>> {
  const stored = new Map<string, Buffer>();
  const store = { put: async (key: string, bytes: Buffer) => void stored.set(key, bytes) } as unknown as ObjectStore;
  await storeDemoImages(store, 10, 8, 6, new Date(0));
  return stored;
}

/** The colours of a picture's pixels where `inside(x, y)` holds, and where it does not. */
async function shapeOf(png: Buffer, inside: (x: number, y: number) => boolean) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const colours = { inside: new Set<string>(), outside: new Set<string>() };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      colours[inside(x, y) ? 'inside' : 'outside'].add(data.subarray(at, at + 3).join(','));
    }
  }
  return colours;
}

describe('the demo pictures', () => {
  it('are the shapes they are drawn as, pixel for pixel: a disc, a tile, a diagonal, stripes', async () => {
    const pictures = await demoPictures();
    expect(pictures.size).toBe(34);
    const shapes = [
      ['demo-product-3-1.png', (x: number, y: number) => (x - 200) ** 2 + (y - 200) ** 2 < 120 ** 2],
      ['demo-product-3-2.png', (x: number, y: number) => Math.abs(x - 200) < 110 && Math.abs(y - 200) < 140],
      ['demo-brand-2.png', (x: number, y: number) => x + y < 200],
      ['demo-banner-4.png', (x: number, y: number) => (x + 2 * y) % 300 < 150],
    ] as const;
    for (const [name, inside] of shapes) {
      const colours = await shapeOf(pictures.get(name)!, inside);
      // One colour inside the shape, another outside it: no pixel on the wrong side of an edge.
      expect([colours.inside.size, colours.outside.size], name).toEqual([1, 1]);
      expect(colours.inside, name).not.toEqual(colours.outside);
    }
  });
});
