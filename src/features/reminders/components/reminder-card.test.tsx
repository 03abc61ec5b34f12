import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { Address } from '../../../contract/address';
import { makeReminder } from '../testing/make-reminder';
import { ReminderCard, reminderQuestion } from './reminder-card';

const address = {
  id: 4,
  userId: 50,
  label: null,
  region: 'Toshkent',
  district: 'Chilonzor tumani',
  street: 'Bunyodkor koʻchasi',
  house: '12',
  apartment: null,
  landmark: 'Korzinka yonida',
  latitude: null,
  longitude: null,
  isDefault: true,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
} satisfies Address;

const reminder = makeReminder({ lastOrderId: 31, address });

it('asks its question about the customer at the address, and Ha / Yoʻq answer it', async () => {
  const onAnswer = vi.fn();
  render(<ReminderCard reminder={reminder} overdue={false} onAnswer={onAnswer} />);
  const card = screen.getByRole('article', { name: 'Aziza Karimova' });
  expect(card).toHaveTextContent('Chilonzor tumani, Bunyodkor koʻchasi, 12-uy · Korzinka yonida');
  const answers = within(card).getByRole('group', { name: reminderQuestion });
  await userEvent.click(within(answers).getByRole('button', { name: 'Ha' }));
  expect(onAnswer).toHaveBeenCalledWith(reminder, 'ok');
  expect(within(answers).getByRole('button', { name: 'Yoʻq' })).toBeVisible();
});

it('without an order to follow shows no address; once answered, no question', () => {
  render(<ReminderCard reminder={{ ...reminder, address: null, answer: 'no' }} overdue={false} onAnswer={vi.fn()} />);
  const card = screen.getByRole('article', { name: 'Aziza Karimova' });
  expect(card).not.toHaveTextContent('Bunyodkor');
  expect(card).not.toHaveTextContent(reminderQuestion);
  expect(within(card).queryByRole('group')).toBeNull();
});
