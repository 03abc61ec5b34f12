import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes';

const text = (value: unknown) => new TextDecoder().decode(jsonBytes(value));

describe('jsonBytes', () => {
  it('writes what JSON.stringify writes, as UTF-8', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(text(value)).toBe(JSON.stringify(value));
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.array(fc.jsonValue()), fc.jsonValue())), (value) => {
        expect(text(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('leaves out and writes as null what JSON.stringify does, and calls toJSON', () => {
    const at = new Date('2026-12-05T10:00:00Z');
    const list = {
      data: [{ name: 'Oʻzbek', at }, undefined, () => 1, { skip: undefined }],
      gone: undefined,
      fn: () => 1,
      meta: { total: 3, when: at },
      empty: [],
    };
    expect(text(list)).toBe(JSON.stringify(list));
    expect(text({ toJSON: () => ({ data: [1] }) })).toBe('{"data":[1]}');
    // eslint-disable-next-line no-sparse-arrays -- a hole, which JSON.stringify writes as null
    const holed = { data: [1, , 3] };
    expect(text(holed)).toBe('{"data":[1,null,3]}');
    expect(text([{ a: 1 }, 'ʻ'])).toBe('[{"a":1},"ʻ"]');
    expect(text('Gʻ')).toBe('"Gʻ"');
  });
});
