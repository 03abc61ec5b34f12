import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { FailedChanges } from './failed-changes';

const changes = [
  { mutationId: 1, message: 'Buyurtma boshqa kuryerga berilgan', what: '#1042 — Yetkazildi' },
  { mutationId: 2, message: 'Smena yopilgan', what: 'Smenani yopish' },
];

const renderList = (list = changes) => {
  const onResend = vi.fn();
  const onDiscard = vi.fn();
  render(
    <FailedChanges id="failed" changes={list} describe={(c) => c.what} onResend={onResend} onDiscard={onDiscard} />,
  );
  return { onResend, onDiscard };
};

it('lists each refused change with what the server said, and hands the chosen one back', async () => {
  const { onResend, onDiscard } = renderList();
  expect(screen.getByRole('region', { name: 'Yuborilmadi: 2' })).toBeVisible();
  const delivery = screen.getByRole('listitem', { name: '#1042 — Yetkazildi' });
  expect(delivery).toHaveTextContent('Buyurtma boshqa kuryerga berilgan');

  await userEvent.click(within(delivery).getByRole('button', { name: 'Qayta yuborish' }));
  expect(onResend).toHaveBeenCalledWith(changes[0]);
  const closing = screen.getByRole('listitem', { name: 'Smenani yopish' });
  await userEvent.click(within(closing).getByRole('button', { name: 'Bekor qilish' }));
  expect(onDiscard).toHaveBeenCalledWith(changes[1]);
  expect(onResend).toHaveBeenCalledTimes(1);
});

it('shows nothing while every change went through', () => {
  const { container } = render(
    <FailedChanges id="failed" changes={[]} describe={() => ''} onResend={vi.fn()} onDiscard={vi.fn()} />,
  );
  expect(container).toBeEmptyDOMElement();
});
