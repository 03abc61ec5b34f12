import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AppToaster } from './toaster';

// jsdom lays nothing out: every card reports this height, as a one-line toast has in the browser.
const CARD_HEIGHT = 40;

class FixedHeightObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, borderBoxSize: [{ blockSize: CARD_HEIGHT, inlineSize: 200 }] };
    queueMicrotask(() => this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
  disconnect() {}
  unobserve() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FixedHeightObserver);
});

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = (text: string) => screen.getByText(text).parentElement!;
const place = (text: string) => card(text).parentElement!.style.transform;

async function show(send: () => void) {
  await act(async () => {
    send();
    await vi.advanceTimersByTimeAsync(0);
  });
}

it('shows a notice as a status, unseen until its height is known, then sliding in', async () => {
  render(<AppToaster />);
  act(() => void toast('Yangi buyurtma keldi!'));
  expect(screen.getByRole('status')).toHaveTextContent('Yangi buyurtma keldi!');
  expect(card('Yangi buyurtma keldi!')).toHaveClass('opacity-0');
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(card('Yangi buyurtma keldi!')).toHaveClass('toast-enter');
  expect(card('Yangi buyurtma keldi!').querySelector('svg')).toBeNull();
});

it('marks success and error with their icons', async () => {
  render(<AppToaster />);
  await show(() => toast.success('Saqlandi'));
  await show(() => toast.error('Kuryer faol emas'));
  expect(card('Saqlandi').querySelector('circle')).toHaveAttribute('fill', '#61d345');
  expect(card('Kuryer faol emas').querySelector('circle')).toHaveAttribute('fill', '#ff4b4b');
});

it('stacks toasts below each other, newest on top, with a gap', async () => {
  render(<AppToaster />);
  await show(() => toast('Birinchi'));
  await show(() => toast('Ikkinchi'));
  expect(place('Ikkinchi')).toBe('translateY(0px)');
  expect(place('Birinchi')).toBe(`translateY(${CARD_HEIGHT + 8}px)`);
});

it('lets a success leave after 3 s and a notice after 4.5 s, then removes it', async () => {
  render(<AppToaster />);
  await show(() => toast.success('Saqlandi'));
  await show(() => toast('Yangi buyurtma keldi!'));
  await act(() => vi.advanceTimersByTimeAsync(3_000));
  expect(card('Saqlandi')).toHaveClass('toast-leave');
  expect(card('Yangi buyurtma keldi!')).toHaveClass('toast-enter');
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect(screen.queryByText('Saqlandi')).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(500));
  expect(card('Yangi buyurtma keldi!')).toHaveClass('toast-leave');
});

it('holds toasts while the pointer is over them', async () => {
  const { container } = render(<AppToaster />);
  await show(() => toast.success('Saqlandi'));
  fireEvent.mouseEnter(container.firstElementChild!);
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  expect(card('Saqlandi')).toHaveClass('toast-enter');
  fireEvent.mouseLeave(container.firstElementChild!);
  await act(() => vi.advanceTimersByTimeAsync(3_000));
  expect(card('Saqlandi')).toHaveClass('toast-leave');
});
