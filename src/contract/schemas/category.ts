import { listQuery, queryInt } from './common';

/** `GET /category`; `search` is on the name. */
export const categoryListQuery = listQuery(['name', 'createdAt'], { parentId: queryInt(1).optional() });
