import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUpdatedAt, LastUpdated } from './last-updated';

const now = new Date(2026, 10, 21, 18, 0).getTime();

describe('LastUpdated', () => {
  it('shows only the time for today and the date with it for an older day', () => {
    expect(formatUpdatedAt(new Date(2026, 10, 21, 14, 32).getTime(), now)).toBe('14:32');
    expect(formatUpdatedAt(new Date(2026, 10, 20, 9, 5).getTime(), now)).toBe('2026-11-20 09:05');
  });

  it('renders nothing before the first fetch', () => {
    expect(render(<LastUpdated at={0} />).container).toBeEmptyDOMElement();
    expect(render(<LastUpdated at={Date.now()} />).container.innerHTML).toContain('Yangilangan: <time');
  });
});
