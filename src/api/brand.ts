import type { Brand } from '../contract/brand';
import { entityKeys, optionsQuery } from './entity';

export const brandKeys = entityKeys('brand');
export const brandQueries = { options: () => optionsQuery<Brand>('/brand', brandKeys) };
