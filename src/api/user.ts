import type { User } from '../contract/user';
import { entityKeys, entityQueries } from './entity';

export const userKeys = entityKeys('user');
export const userQueries = entityQueries<User>('/user', userKeys);
