import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffImage', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({
      mime: 'image/png',
      extension: 'png',
    });
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual({ mime: 'image/webp', extension: 'webp' });
  });

  it('refuses anything else, truncated signatures too', () => {
    for (const head of [
      bytes('GIF89a'),
      bytes('<svg xmlns='),
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes([0x89], 'PN'),
      bytes([0xff, 0xd8]),
      bytes(),
    ]) {
      expect(sniffImage(head)).toBeNull();
    }
  });
});
