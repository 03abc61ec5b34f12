// The whole app, with storage as a browser has it: jsdom has no IndexedDB, where the offline cache lives.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../contract/user';
import { authAtom, signIn } from '../lib/session';
import { store } from '../lib/store';
import { App } from './app';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const user = (role: User['role']) => ({ id: 1, fullName: 'Aziz Karimov', role, status: 'active' }) as User;

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeAll(() => vi.stubGlobal('fetch', fetchMock));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => fetchMock.mockReset());

// Routers are rebuilt per role, so each test starts with a role the previous one ended without.
describe('App', () => {
  it('sends a signed-out visitor from / to the sign-in screen', async () => {
    renderAt('/');
    await findHeading('Tizimga kirish');
    expect(window.location.pathname).toBe('/sign-in');
    const phone = screen.getByRole('textbox', { name: 'Telefon raqam' });
    expect(phone).toHaveAttribute('autocomplete', 'username');
    expect(phone).toHaveAttribute('inputmode', 'tel');
  });

  it('signs out a stored session whose token the server refuses', async () => {
    signIn({ token: 'dead', user: user('admin') });
    fetchMock.mockImplementation(async () => json(401, { data: null, meta: { status: 401, message: 'Qayta kiring' } }));
    renderAt('/products');
    await findHeading('Tizimga kirish');
    expect(window.location.pathname).toBe('/sign-in');
    expect(store.get(authAtom)).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('shows /unauthorized with a sign-out button to a customer account', async () => {
    signIn({ token: 'tok', user: user('user') });
    fetchMock.mockImplementation(async () => json(200, { data: user('user') }));
    renderAt('/');
    await findHeading('Ruxsat yoʻq');
    expect(window.location.pathname).toBe('/unauthorized');
    await userEvent.click(screen.getByRole('button', { name: /Chiqish/ }));
    await findHeading('Tizimga kirish');
    expect(localStorage.getItem('auth')).toBeNull();
  });
});
