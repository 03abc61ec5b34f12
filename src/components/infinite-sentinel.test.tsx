import { render } from '@testing-library/react';
import { KonstaProvider } from 'konsta/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteSentinel } from './infinite-sentinel';

class NoIntersections {
  observe() {}
  disconnect() {}
}

const sentinel = (hasNextPage: boolean) =>
  render(
    <KonstaProvider theme="material">
      <InfiniteSentinel hasNextPage={hasNextPage} isFetchingNextPage={false} fetchNextPage={() => {}} />
    </KonstaProvider>,
  ).container.firstElementChild;

describe('InfiniteSentinel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps room for the spinner while a next page can come, and none at the end of the list', () => {
    vi.stubGlobal('IntersectionObserver', NoIntersections);
    expect(sentinel(true)?.className).toContain('min-h-12');
    expect(sentinel(false)).toBeNull();
  });
});
