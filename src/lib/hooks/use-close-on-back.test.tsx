import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useCloseOnBack, whenHistorySettled } from './use-close-on-back';

function Sheet({ onClose }: { onClose: () => void }) {
  useCloseOnBack(onClose);
  return <div role="dialog">Varaq</div>;
}

function Screen() {
  const [open, setOpen] = useState(true);
  return open ? <Sheet onClose={() => setOpen(false)} /> : <p>Roʻyxat</p>;
}

afterEach(() => vi.useRealTimers());

it('takes a history entry of its own, and Back closes the sheet instead of leaving the screen', async () => {
  const before = window.history.length;
  const view = render(<Screen />);
  expect(window.history.length).toBe(before + 1);
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(view.queryByRole('dialog')).toBeNull();
  expect(view.getByText('Roʻyxat')).toBeTruthy();
});

it('closed by its own button, it takes its entry back out', async () => {
  const onClose = vi.fn();
  const view = render(<Sheet onClose={onClose} />);
  const marked = window.history.state;
  view.unmount();
  await whenHistorySettled();
  expect(window.history.state).not.toEqual(marked);
  expect(onClose).not.toHaveBeenCalled();
});
