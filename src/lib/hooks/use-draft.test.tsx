import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { expect, it } from 'vitest';
import { useDraft } from './use-draft';

const committed: string[] = [];

function Field({ value }: { value: string }) {
  const [draft, setDraft] = useDraft(value);
  useLayoutEffect(() => void committed.push(`${value}:${draft}`));
  return <input aria-label="Sana" value={draft} onChange={(event) => setDraft(event.target.value)} />;
}

it('takes a new value in the very render that brings it, and keeps what is typed until then', () => {
  const view = render(<Field value="2026-01-01" />);
  const input = view.getByLabelText('Sana') as HTMLInputElement;
  act(() => {
    input.value = '2026-0';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(input.value).toBe('2026-0');

  committed.length = 0;
  view.rerender(<Field value="2025-12-05" />);
  expect(committed).toEqual(['2025-12-05:2025-12-05']);
  expect(input.value).toBe('2025-12-05');

  view.rerender(<Field value="2025-12-05" />);
  expect(input.value).toBe('2025-12-05');
});
