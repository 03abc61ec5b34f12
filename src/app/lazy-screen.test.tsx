import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyScreen, preloadScreen } from './lazy-screen';
import type { ScreenLoader } from './route-table';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const Screen = () => <h1>Eslatmalar</h1>;

describe('LazyScreen', () => {
  it('retries a failed chunk 5 times a second apart, then offers a retry that really retries', async () => {
    const load = vi.fn<ScreenLoader>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await act(async () => {
      render(<LazyScreen load={load} />);
    });
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(load).toHaveBeenCalledTimes(5);
    expect(screen.queryByText(/Не удалось подключиться к Интернету/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(6);
    expect(screen.getByText(/Не удалось подключиться к Интернету/)).toBeInTheDocument();

    load.mockImplementation(() => Promise.resolve({ default: Screen }));
    // fireEvent, not userEvent: the clock is fake here.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Qayta urinish/ }));
    });
    expect(load).toHaveBeenCalledTimes(7);
    expect(screen.getByRole('heading', { name: 'Eslatmalar' })).toBeInTheDocument();
  });

  it('renders the screen when a later attempt succeeds', async () => {
    const load = vi
      .fn<ScreenLoader>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ default: Screen });
    await act(async () => {
      render(<LazyScreen load={load} />);
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Eslatmalar' })).toBeInTheDocument();
  });

  it('draws a screen whose code was loaded ahead in its first pass, without Loading', async () => {
    const load: ScreenLoader = () => Promise.resolve({ default: Screen });
    await preloadScreen(load);
    render(<LazyScreen load={load} />);
    expect(screen.getByRole('heading', { name: 'Eslatmalar' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows Loading until a screen it did not load ahead arrives', async () => {
    const load: ScreenLoader = () => Promise.resolve({ default: Screen });
    render(<LazyScreen load={load} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'Eslatmalar' })).toBeInTheDocument();
  });
});
