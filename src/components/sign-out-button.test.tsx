import { MutationObserver, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../contract/user';
import { queryClient } from '../lib/query-client';
import { authAtom, signIn } from '../lib/session';
import { store } from '../lib/store';
import { SignOutButton } from './sign-out-button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const changeKey = ['test', 'sign-out'];
let container: HTMLDivElement;
let root: Root;

const buttons = () => [...document.querySelectorAll('button')];
const button = (text: string) => buttons().find((b) => b.textContent === text);
const dialog = () => document.querySelector('[role="alertdialog"]');
// The dialog's code is loaded on the tap that opens it.
const tapSignOut = () =>
  act(async () => {
    button('Chiqish')!.click();
    await import('./sign-out-dialog');
  });

beforeEach(() => {
  queryClient.setMutationDefaults(changeKey, { mutationFn: async () => {} });
  signIn({ token: 'tok', user: { id: 5, fullName: 'Kuryer', role: 'courier' } as User });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <SignOutButton />
      </QueryClientProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  onlineManager.setOnline(true);
  store.set(authAtom, null);
  queryClient.clear();
});

describe('SignOutButton', () => {
  it('signs out at once when nothing waits', () => {
    act(() => button('Chiqish')!.click());
    expect(store.get(authAtom)).toBeNull();
    expect(dialog()).toBeNull();
  });

  it('asks first when told to always ask, even with nothing waiting', async () => {
    act(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <SignOutButton alwaysAsk />
        </QueryClientProvider>,
      ),
    );
    await tapSignOut();
    expect(dialog()?.textContent).toContain('Qayta kirish uchun telefon raqam va parol kerak boʻladi.');
    expect(store.get(authAtom)).not.toBeNull();
    const confirm = [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Chiqish')!;
    act(() => confirm.click());
    expect(store.get(authAtom)).toBeNull();
  });

  it('asks first, saying how many changes wait, when some do', async () => {
    onlineManager.setOnline(false);
    for (const n of [1, 2, 3]) {
      await act(async () => {
        void new MutationObserver<unknown, Error, number>(queryClient, { mutationKey: changeKey }).mutate(n).catch(() => {});
      });
    }
    await tapSignOut();
    expect(dialog()?.textContent).toContain(
      'Yuborilmagan oʻzgarishlar: 3. Chiqsangiz, ular shu hisobga qayta kirguningizcha saqlanadi.',
    );
    act(() => button('Bekor qilish')!.click());
    expect(dialog()).toBeNull();
    expect(store.get(authAtom)).not.toBeNull();

    await tapSignOut();
    const confirm = [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Chiqish')!;
    act(() => confirm.click());
    expect(store.get(authAtom)).toBeNull();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });
});
