// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import type { User } from '../contract/user';
import { authAtom, signIn, updateUser, userAtom } from './session';
import { store } from './store';

const user: User = {
  id: 7,
  fullName: 'Aziz Karimov',
  phone: '+998901234567',
  role: 'courier',
  status: 'active',
  customerKind: null,
  companyName: null,
  tin: null,
  telegramId: null,
  bottleBalance: 0,
  ordersCount: 3,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-01T08:00:00.000Z',
};

afterEach(() => {
  store.set(authAtom, null);
  localStorage.clear();
});

it('keeps the same session when the server sends the user unchanged, and takes a changed one', () => {
  let changes = 0;
  const stop = store.sub(userAtom, () => changes++);
  signIn({ token: 't', user });
  const session = store.get(authAtom);
  changes = 0;

  updateUser({ ...user });
  expect(store.get(authAtom)).toBe(session);
  expect(changes).toBe(0);

  updateUser({ ...user, fullName: 'Aziz Karimov (kuryer)' });
  expect(store.get(authAtom)).toEqual({ token: 't', user: { ...user, fullName: 'Aziz Karimov (kuryer)' } });
  expect(JSON.parse(localStorage.getItem('auth')!).user.fullName).toBe('Aziz Karimov (kuryer)');
  expect(changes).toBe(1);
  stop();
});
