import type { Banner } from '../contract/banner';
import { entityKeys, entityQueries } from './entity';

export const bannerKeys = entityKeys('banner');
export const bannerQueries = entityQueries<Banner>('/banner', bannerKeys);
