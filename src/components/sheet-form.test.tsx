import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { SheetForm } from './sheet-form';

function renderSheet(submitDisabled = false) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(
    <SheetForm
      titleId="t"
      title="#12 — Rad etish"
      submitLabel="Rad etish"
      submitDisabled={submitDisabled}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <input aria-label="Sabab" />
    </SheetForm>,
  );
  return { onSubmit, onClose };
}

it('is a dialog named by its heading; the submit sends once and Bekor qilish closes it', () => {
  const { onSubmit, onClose } = renderSheet();
  expect(screen.getByRole('dialog', { name: '#12 — Rad etish' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Rad etish' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Bekor qilish' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('a disabled submit sends nothing', () => {
  const { onSubmit } = renderSheet(true);
  const submit = screen.getByRole('button', { name: 'Rad etish' });
  expect(submit).toBeDisabled();
  fireEvent.click(submit);
  expect(onSubmit).not.toHaveBeenCalled();
});
