import { queryOptions } from '@tanstack/react-query';
import type { Banner } from '../../../contract/banner';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import { bannerKeys } from './banner-keys';

export const getBanner = (id: number, signal?: AbortSignal) => http.get<One<Banner>>(`/banner/${id}`, { signal });

export const bannerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bannerKeys.detail(id),
    queryFn: ({ signal }) => getBanner(id, signal).then((response) => response.data),
  });
