import {
  IsRestoringProvider,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
} from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { List } from '../../contract/envelope';
import { HttpError, NetworkError } from '../http/http-error';
import { useListQuery, type ListResult } from './use-list-query';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

function renderList(queryFn: () => Promise<List<string>>, restoring = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = queryOptions({ queryKey: ['things', 'list', {}], queryFn });
  const seen: ListResult<string>[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
  renderHook(() => seen.push(useListQuery(options)), { wrapper });
  return seen;
}

describe('useListQuery', () => {
  it('gives data and meta of a list', async () => {
    const meta = { page: 1, limit: 20, total: 2, totalPages: 1 };
    const seen = renderList(async () => ({ data: ['a', 'b'], meta }));
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ data: ['a', 'b'], meta, isLoading: false, isPlaceholderData: false }),
    );
    expect(seen[0]).toEqual({ data: [], meta: null, isLoading: true, isPlaceholderData: false });
  });

  it('is loading while the offline copy is read, not an empty list', async () => {
    const queryFn = vi.fn(async () => ({ data: ['a'], meta: { page: 1, limit: 20, total: 1, totalPages: 1 } }));
    const seen = renderList(queryFn, true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).not.toHaveBeenCalled();
    expect(seen.at(-1)).toEqual({ data: [], meta: null, isLoading: true, isPlaceholderData: false });
  });

  it('shows a failed list as empty, with a toast of the error message', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const body = { data: null, meta: { status: 400, message: 'Saralash maydoni notoʻgʻri' } };
    const seen = renderList(() => Promise.reject(new HttpError(400, body)));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Saralash maydoni notoʻgʻri', expect.anything()));
    expect(seen.at(-1)).toEqual({ data: [], meta: null, isLoading: false, isPlaceholderData: false });
  });

  it('shows no toast for a list that failed offline: the offline banner says it', async () => {
    const toastError = vi.spyOn(toast, 'error');
    // As the http client does: no answer marks the app offline, then the call fails.
    const seen = renderList(() => {
      onlineManager.setOnline(false);
      return Promise.reject(new NetworkError());
    });
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({ data: [], meta: null, isLoading: false, isPlaceholderData: false }),
    );
    await import('react-hot-toast/headless');
    expect(toastError).not.toHaveBeenCalled();
  });
});
