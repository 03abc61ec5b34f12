import { listQuery } from './common';

/** `GET /brand`; `search` is on the name. */
export const brandListQuery = listQuery(['name', 'createdAt']);
