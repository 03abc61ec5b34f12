import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../contract/user';
import { authAtom, signIn } from '../lib/session';
import { store } from '../lib/store';
import { App } from './app';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const user = (role: User['role']) => ({ id: 1, fullName: 'Aziz Karimov', role, status: 'active' }) as User;

let container: HTMLDivElement;
let root: Root;

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<App />);
}

const heading = () => container.querySelector('h1')?.textContent;
const until = (assertion: () => void) => vi.waitFor(assertion);

beforeAll(() => {
  // Lazy screens and queries settle on their own, as in a browser, so no act().
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  vi.stubGlobal('fetch', fetchMock);
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  root.unmount();
  container.remove();
  fetchMock.mockReset();
});

// Routers are rebuilt per role, so each test starts with a role the previous one ended without.
describe('App', () => {
  it('sends a signed-out visitor from / to the sign-in screen', async () => {
    renderAt('/');
    await until(() => expect(heading()).toBe('Tizimga kirish'));
    expect(window.location.pathname).toBe('/sign-in');
    const phone = container.querySelector('input[name=phone]')!;
    expect(phone.getAttribute('autocomplete')).toBe('username');
    expect(phone.getAttribute('inputmode')).toBe('tel');
  });

  it('signs out a stored session whose token the server refuses', async () => {
    signIn({ token: 'dead', user: user('admin') });
    fetchMock.mockImplementation(async () => json(401, { data: null, meta: { status: 401, message: 'Qayta kiring' } }));
    renderAt('/products');
    await until(() => expect(heading()).toBe('Tizimga kirish'));
    expect(window.location.pathname).toBe('/sign-in');
    expect(store.get(authAtom)).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('shows /unauthorized with a sign-out button to a customer account', async () => {
    signIn({ token: 'tok', user: user('user') });
    fetchMock.mockImplementation(async () => json(200, { data: user('user') }));
    renderAt('/');
    await until(() => expect(heading()).toBe('Ruxsat yoʻq'));
    expect(window.location.pathname).toBe('/unauthorized');
    const signOut = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Chiqish'));
    signOut!.click();
    await until(() => expect(heading()).toBe('Tizimga kirish'));
    expect(localStorage.getItem('auth')).toBeNull();
  });
});
