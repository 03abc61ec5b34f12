// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { appFontFamily, warmFontStrikes } from './warm-font-strikes';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('lays out one strike per task, after the task that asks, and leaves nothing in the page', () => {
  vi.useFakeTimers();
  const laidOut: string[] = [];
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    laidOut.push(this.style.font);
    return 0;
  });

  warmFontStrikes(['400 14px', '600 18px']);
  expect(laidOut).toEqual([]);
  vi.advanceTimersToNextTimer();
  expect(laidOut).toEqual([`400 14px ${appFontFamily}`]);
  vi.advanceTimersToNextTimer();
  expect(laidOut).toEqual([`400 14px ${appFontFamily}`, `600 18px ${appFontFamily}`]);
  expect(vi.getTimerCount()).toBe(0);
  expect(document.body.children).toHaveLength(0);
});
