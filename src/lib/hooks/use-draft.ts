import { useState } from 'react';

/**
 * An editable copy of `value` that starts over whenever `value` changes, in that same render: an effect
 * would leave one frame (and every test that reads the field in it) with the old text.
 */
export function useDraft<T>(value: T, same: (a: T, b: T) => boolean = Object.is) {
  const [draft, setDraft] = useState(value);
  const [source, setSource] = useState(value);
  if (!same(source, value)) {
    setSource(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}
