import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RowMenu } from './row-menu';

const items = [
  { label: 'Buyurtmani ochish', onSelect: () => {} },
  { label: 'Rad etish', onSelect: () => {}, danger: true },
];
const menuSize = { width: 192, height: 90 };

/** Puts the menu button at `box` in a 1440×900 viewport; the menu measures `menuSize`. */
function layout(box: { top: number; left: number; width: number; height: number }) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const { top, left, width, height } = this.getAttribute('role') === 'menu' ? { top: 0, left: 0, ...menuSize } : box;
    return DOMRect.fromRect({ x: left, y: top, width, height });
  });
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: '№7: amallar' }));
  return screen.getByRole('menu');
};

beforeEach(() => {
  vi.stubGlobal('innerWidth', 1440);
  vi.stubGlobal('innerHeight', 900);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RowMenu', () => {
  it('opens below its button, right edges aligned, and focuses the first item', async () => {
    layout({ top: 200, left: 1364, width: 36, height: 36 });
    render(<RowMenu label="№7: amallar" items={items} />);
    const menu = await openMenu();
    expect(menu.style.top).toBe('240px');
    expect(menu.style.left).toBe(`${1400 - menuSize.width}px`);
    expect(screen.getByRole('menuitem', { name: 'Buyurtmani ochish' })).toHaveFocus();
  });

  it('opens above its button when there is no room below', async () => {
    layout({ top: 850, left: 1364, width: 36, height: 36 });
    render(<RowMenu label="№7: amallar" items={items} />);
    const menu = await openMenu();
    expect(menu.style.top).toBe(`${850 - 4 - menuSize.height}px`);
  });

  it('stays inside the viewport on the left and on the right', async () => {
    layout({ top: 200, left: 10, width: 36, height: 36 });
    const { unmount } = render(<RowMenu label="№7: amallar" items={items} />);
    expect((await openMenu()).style.left).toBe('4px');
    unmount();

    layout({ top: 200, left: 1420, width: 36, height: 36 });
    render(<RowMenu label="№7: amallar" items={items} />);
    expect((await openMenu()).style.left).toBe(`${1440 - 4 - menuSize.width}px`);
  });

  it('closes when a scroll moves its button, and stays open for a scroll that does not', async () => {
    layout({ top: 200, left: 1364, width: 36, height: 36 });
    render(<RowMenu label="№7: amallar" items={items} />);
    await openMenu();
    // A late scroll event from the scroll that brought the row into view: the button is where it was.
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('menu')).toBeVisible();

    layout({ top: 160, left: 1364, width: 36, height: 36 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('button', { name: '№7: amallar' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
