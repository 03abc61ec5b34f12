import type { Tone } from '../../../components/status-tag';
import type { DiscountType } from '../../../contract/enums';

export const discountTypeTones: Record<DiscountType, Tone> = {
  percentage: 'sky',
  fixed: 'indigo',
  'buy-x-get-y': 'violet',
  promocode: 'amber',
};
