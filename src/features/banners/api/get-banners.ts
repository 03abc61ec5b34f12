import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Banner } from '../../../contract/banner';
import type { List } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { bannerKeys } from './banner-keys';

export const getBanners = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<Banner>>('/banner', { query, signal });

export const bannersQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: bannerKeys.list(query),
    queryFn: ({ signal }) => getBanners(query, signal),
    placeholderData: keepPreviousData,
  });
