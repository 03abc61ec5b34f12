import { pgEnum } from 'drizzle-orm/pg-core';
import * as e from '../../../src/contract/enums';

export const roleEnum = pgEnum('role', e.roles);
export const userStatusEnum = pgEnum('user_status', e.userStatuses);
export const customerKindEnum = pgEnum('customer_kind', e.customerKinds);
export const orderStatusEnum = pgEnum('order_status', e.orderStatuses);
export const paymentMethodEnum = pgEnum('payment_method', e.paymentMethods);
export const paymentStatusEnum = pgEnum('payment_status', e.paymentStatuses);
export const unitEnum = pgEnum('unit', e.units);
export const notificationTypeEnum = pgEnum('notification_type', e.notificationTypes);
export const discountTypeEnum = pgEnum('discount_type', e.discountTypes);
export const sendStatusEnum = pgEnum('send_status', e.sendStatuses);
export const answerEnum = pgEnum('answer', e.answers);
