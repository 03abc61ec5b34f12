import type { Answer, OrderStatus, PaymentStatus, Role, SendStatus, UserStatus } from '../contract/enums';
import type { Tone } from './status-tag';

// One colour per enum value, for StatusTag; the labels come from src/contract/labels.ts.
export const orderStatusTones: Record<OrderStatus, Tone> = {
  pending: 'amber',
  accepted: 'sky',
  courier: 'indigo',
  delivered: 'emerald',
  rejected: 'red',
};

export const paymentStatusTones: Record<PaymentStatus, Tone> = {
  processing: 'amber',
  success: 'emerald',
  failed: 'red',
  refunded: 'violet',
  canceled: 'slate',
  other: 'slate',
};

export const userStatusTones: Record<UserStatus, Tone> = {
  active: 'emerald',
  blocked: 'red',
  passive: 'slate',
  registered: 'sky',
  started: 'amber',
};

export const roleTones: Record<Role, Tone> = {
  admin: 'indigo',
  superadmin: 'violet',
  user: 'slate',
  courier: 'sky',
};

export const sendStatusTones: Record<SendStatus, Tone> = {
  pending: 'amber',
  success: 'emerald',
  failed: 'red',
  canceled: 'slate',
};

export const answerTones: Record<Answer, Tone> = {
  pending: 'amber',
  ok: 'emerald',
  no: 'red',
};
