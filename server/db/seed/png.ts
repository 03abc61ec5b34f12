import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an 8-bit RGB PNG whose pixel colours come from `paint(x, y)`. */
export function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  return encodePngRows(width, height, (y, row) => {
    for (let x = 0, at = 0; x < width; x++, at += 3) {
      // Indexed rather than destructured: an array pattern walks the array's iterator, per pixel.
      const rgb = paint(x, y);
      row[at] = rgb[0];
      row[at + 1] = rgb[1];
      row[at + 2] = rgb[2];
    }
  });
}

/** Encodes an 8-bit RGB PNG whose rows `paint(y, row)` fills, three bytes a pixel (`fillRow` paints a run of them). */
export function encodePngRows(width: number, height: number, paint: (y: number, row: Buffer) => void): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter, no interlace
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height); // each row starts with filter byte 0
  for (let y = 0; y < height; y++) paint(y, raw.subarray(y * stride + 1, (y + 1) * stride));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Paints pixels `from` (inclusive) to `to` (exclusive) of a row, clipped to it, in one colour. */
export function fillRow(row: Buffer, from: number, to: number, colour: Rgb): void {
  const start = Math.max(0, from) * 3;
  const end = Math.min(row.length, to * 3);
  if (start < end) row.fill(Buffer.from(colour), start, end);
}
