import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Layout = () => <nav aria-label="Boshqaruv paneli">…</nav>;
const loading = <p role="status">Yuklanmoqda…</p>;

describe('preloadableLazy', () => {
  it('draws a component whose code was loaded ahead in its first pass, without the fallback', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Layout }));
    await Lazy.preload();
    render(<Suspense fallback={loading}>{<Lazy />}</Suspense>);
    expect(screen.getByRole('navigation', { name: 'Boshqaruv paneli' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback until code it did not load ahead arrives', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Layout }));
    render(<Suspense fallback={loading}>{<Lazy />}</Suspense>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('navigation', { name: 'Boshqaruv paneli' })).toBeInTheDocument();
  });

  it('loads again on the first draw when loading ahead failed', async () => {
    let calls = 0;
    const Lazy = preloadableLazy(() =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve({ default: Layout }),
    );
    await Lazy.preload();
    render(<Suspense fallback={loading}>{<Lazy />}</Suspense>);
    await act(async () => {});
    expect(calls).toBe(2);
    expect(screen.getByRole('navigation', { name: 'Boshqaruv paneli' })).toBeInTheDocument();
  });
});
