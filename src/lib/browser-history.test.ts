import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, type HeldNavigation } from './browser-history';

/** A window of its own per test: a history listens to its window's popstate for good. */
let window: Window;
function historyAt(path: string) {
  window = new JSDOM('', { url: `http://localhost${path}` }).window as unknown as Window;
  return createBrowserHistory(window);
}
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const where = () => `${window.location.pathname}${window.location.search}`;

describe('createBrowserHistory', () => {
  it('writes pushes and replaces to the address bar and tells its listeners', () => {
    const history = historyAt('/orders');
    const heard = vi.fn();
    history.listen(() => heard(history.action, history.location.pathname, history.location.state));

    history.push('/orders?order=7', { back: '/orders' });
    expect(where()).toBe('/orders?order=7');
    expect(history.location).toMatchObject({ pathname: '/orders', search: '?order=7', state: { back: '/orders' } });
    history.replace({ pathname: '/customers', search: '', hash: '' });

    expect(heard.mock.calls).toEqual([
      ['PUSH', '/orders', { back: '/orders' }],
      ['REPLACE', '/customers', null],
    ]);
    expect(window.history.state).toMatchObject({ idx: 1 });
  });

  it('follows the browser’s Back', async () => {
    const history = historyAt('/a');
    history.push('/b');
    const heard = vi.fn();
    history.listen(() => heard(history.action, history.location.pathname));

    window.history.back();
    await popped();
    expect(heard).toHaveBeenCalledWith('POP', '/a');
  });

  it('holds an in-app navigation the guard refuses until it is let through', () => {
    const history = historyAt('/products/form');
    const held: HeldNavigation[] = [];
    const shouldBlock = vi.fn(() => true);
    const release = history.guard(shouldBlock, (navigation) => held.push(navigation));

    history.push('/products');
    expect(where()).toBe('/products/form');
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/products/form' }),
      expect.objectContaining({ pathname: '/products' }),
    );
    held[0]!.proceed();
    expect(where()).toBe('/products');

    release();
    history.push('/banners');
    expect(where()).toBe('/banners');
    expect(held).toHaveLength(1);
  });

  it('steps a refused Back back to the form, offers it, and goes on only when let through', async () => {
    const history = historyAt('/products');
    history.push('/products/form');
    const heard = vi.fn();
    history.listen(() => heard(history.location.pathname));
    let held: HeldNavigation | undefined;
    history.guard(
      (current, next) => current.pathname !== next.pathname,
      (navigation) => (held = navigation),
    );

    window.history.back();
    await popped(); // the browser's Back
    expect(held).toBeUndefined();
    await popped(); // the step back to the form
    expect(where()).toBe('/products/form');
    expect(held).toBeDefined();
    expect(heard).not.toHaveBeenCalled();

    held!.proceed();
    await popped();
    expect(where()).toBe('/products');
    expect(heard).toHaveBeenCalledWith('/products');
  });

  it('lets a step between entries of the same place through without asking (a sheet’s own entry)', async () => {
    const history = historyAt('/orders');
    const shouldBlock = vi.fn(() => true);
    history.guard(shouldBlock, () => {});
    window.history.pushState({ ...window.history.state, sheet: 'x' }, '');

    window.history.back();
    await popped();
    expect(shouldBlock).not.toHaveBeenCalled();
    expect(where()).toBe('/orders');
  });
});
