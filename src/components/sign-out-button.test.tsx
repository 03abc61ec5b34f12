import { MutationObserver, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../contract/user';
import { queryClient } from '../lib/offline/query-client';
import { authAtom, signIn } from '../lib/session';
import { store } from '../lib/store';
import { SignOutButton } from './sign-out-button';

const changeKey = ['test', 'sign-out'];
const user = userEvent.setup();

const renderButton = (alwaysAsk?: boolean) =>
  render(
    <QueryClientProvider client={queryClient}>
      <SignOutButton alwaysAsk={alwaysAsk} />
    </QueryClientProvider>,
  );
const dialog = () => screen.queryByRole('alertdialog');
// The dialog's code is loaded on the tap that opens it.
const tapSignOut = async () => {
  await user.click(screen.getByRole('button', { name: 'Chiqish' }));
  return screen.findByRole('alertdialog');
};
const confirm = (opened: HTMLElement) => user.click(within(opened).getByRole('button', { name: 'Chiqish' }));

beforeEach(() => {
  queryClient.setMutationDefaults(changeKey, { mutationFn: async () => {} });
  signIn({ token: 'tok', user: { id: 5, fullName: 'Kuryer', role: 'courier' } as User });
});

afterEach(() => {
  onlineManager.setOnline(true);
  store.set(authAtom, null);
  queryClient.clear();
});

describe('SignOutButton', () => {
  it('signs out at once when nothing waits', async () => {
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Chiqish' }));
    expect(store.get(authAtom)).toBeNull();
    expect(dialog()).toBeNull();
  });

  it('asks first when told to always ask, even with nothing waiting', async () => {
    renderButton(true);
    const opened = await tapSignOut();
    expect(opened).toHaveTextContent('Qayta kirish uchun telefon raqam va parol kerak boʻladi.');
    expect(store.get(authAtom)).not.toBeNull();
    await confirm(opened);
    expect(store.get(authAtom)).toBeNull();
  });

  it('asks first, saying how many changes wait, when some do', async () => {
    renderButton();
    onlineManager.setOnline(false);
    for (const n of [1, 2, 3]) {
      await act(async () => {
        void new MutationObserver<unknown, Error, number>(queryClient, { mutationKey: changeKey })
          .mutate(n)
          .catch(() => {});
      });
    }
    expect(await tapSignOut()).toHaveTextContent(
      'Yuborilmagan oʻzgarishlar: 3. Chiqsangiz, ular shu hisobga qayta kirguningizcha saqlanadi.',
    );
    await user.click(screen.getByRole('button', { name: 'Bekor qilish' }));
    expect(dialog()).toBeNull();
    expect(store.get(authAtom)).not.toBeNull();

    await confirm(await tapSignOut());
    expect(store.get(authAtom)).toBeNull();
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });
});
