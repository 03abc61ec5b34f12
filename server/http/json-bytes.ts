const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** What `JSON.stringify` leaves out of an object. */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * `JSON.stringify(value)` as UTF-8 bytes, made item by item for a top-level object's arrays (a list's `data`). One
 * string of a whole page (100 KB, two-byte for its ʻ) lands in V8's large-object space, which only a full
 * mark-compact frees: a courier's polled run made one every 35 answers or so. An item's text is small and dies
 * young; the bytes live outside the heap.
 */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  if (!isPlainObject(value) || typeof value.toJSON === 'function') return Buffer.from(JSON.stringify(value));
  const parts: Uint8Array[] = [];
  let pending = '{';
  const flush = () => {
    parts.push(Buffer.from(pending));
    pending = '';
  };
  let first = true;
  for (const key of Object.keys(value)) {
    const field = value[key];
    if (omitted(field)) continue;
    pending += `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (!Array.isArray(field)) {
      pending += JSON.stringify(field);
      continue;
    }
    pending += '[';
    // An index loop, not forEach: JSON.stringify writes a hole as null, and forEach skips it.
    for (let i = 0; i < field.length; i++) {
      const item: unknown = field[i];
      flush();
      pending = `${i ? ',' : ''}${omitted(item) ? 'null' : JSON.stringify(item)}`;
    }
    pending += ']';
  }
  pending += '}';
  flush();
  return Buffer.concat(parts);
}
