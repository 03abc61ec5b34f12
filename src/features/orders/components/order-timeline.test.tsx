import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { OrderTimeline } from './order-timeline';

afterEach(() => vi.unstubAllEnvs());

it('shows each step on Tashkent’s clock, whatever the browser’s zone', () => {
  // Node follows TZ at once: a browser in New York still reads Tashkent time.
  vi.stubEnv('TZ', 'America/New_York');
  render(
    <OrderTimeline
      events={[
        { status: 'pending', at: '2026-11-01T20:30:00.000Z', by: { id: 5, fullName: 'Aziza Karimova', role: 'user' } },
        { status: 'accepted', at: '2026-11-02T03:00:00.000Z', by: null },
      ]}
    />,
  );
  const times = screen.getAllByRole('listitem').map((item) => item.querySelector('time')!);
  expect(times.map((time) => time.textContent)).toEqual(['2026-11-02 01:30', '2026-11-02 08:00']);
  expect(times[0]).toHaveAttribute('dateTime', '2026-11-01T20:30:00.000Z');
});
