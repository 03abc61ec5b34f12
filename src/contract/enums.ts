// Plain value lists of ../shared/API.md's enumerations. No zod here, so the
// courier bundle can import them without pulling in the schema library.
export const roles = ['admin', 'superadmin', 'user', 'courier'] as const;
export type Role = (typeof roles)[number];

export const userStatuses = ['active', 'blocked', 'passive', 'registered', 'started'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const customerKinds = ['yuridik', 'jismoniy'] as const;
export type CustomerKind = (typeof customerKinds)[number];

export const orderStatuses = ['pending', 'accepted', 'courier', 'delivered', 'rejected'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['card', 'payme', 'click', 'cash', 'transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['processing', 'success', 'failed', 'canceled', 'refunded', 'other'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const units = ['dona', 'kg', 'litr'] as const;
export type Unit = (typeof units)[number];

export const notificationTypes = ['new-order', 'new-user', 'new-reminder'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const discountTypes = ['percentage', 'fixed', 'buy-x-get-y', 'promocode'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const sendStatuses = ['pending', 'success', 'failed', 'canceled'] as const;
export type SendStatus = (typeof sendStatuses)[number];

export const answers = ['pending', 'ok', 'no'] as const;
export type Answer = (typeof answers)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const shiftStatuses = ['open', 'closing', 'closed'] as const;
export type ShiftStatus = (typeof shiftStatuses)[number];
