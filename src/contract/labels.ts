import type {
  Answer,
  CustomerKind,
  DiscountType,
  NotificationType,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  Role,
  SendStatus,
  Unit,
  UserStatus,
} from './enums';

// Exactly as ../shared/UZ.md writes them ("Enumeration labels").
export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  superadmin: 'Super administrator',
  user: 'Foydalanuvchi',
  courier: 'Kuryer',
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Kutilmoqda',
  accepted: 'Qabul qilingan',
  courier: 'Kuryerda',
  delivered: 'Yetkazilgan',
  rejected: 'Rad etilgan',
};

export const userStatusLabels: Record<UserStatus, string> = {
  active: 'Faol',
  blocked: 'Bloklangan',
  passive: 'Passiv',
  registered: 'Roʻyxatdan oʻtgan',
  started: 'Botni boshlagan',
};

export const customerKindLabels: Record<CustomerKind, string> = {
  yuridik: 'Yuridik shaxs',
  jismoniy: 'Jismoniy shaxs',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Karta',
  payme: 'Payme',
  click: 'Click',
  cash: 'Naqd pul',
  transfer: 'Bank hisob raqamiga oʻtkazma',
};

/** The method in a tag beside a name (a courier's row at 360 px): the bank transfer's full name wrapped over two lines. */
export const paymentMethodShortLabels: Record<PaymentMethod, string> = {
  ...paymentMethodLabels,
  transfer: 'Oʻtkazma',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  processing: 'Jarayonda',
  success: 'Toʻlangan',
  failed: 'Muvaffaqiyatsiz',
  refunded: 'Qaytarilgan',
  canceled: 'Bekor qilingan',
  other: 'Boshqa',
};

export const unitLabels: Record<Unit, string> = {
  dona: 'dona',
  kg: 'kg',
  litr: 'litr',
};

export const notificationTypeLabels: Record<NotificationType, string> = {
  'new-order': 'Yangi buyurtma',
  'new-user': 'Yangi foydalanuvchi',
  'new-reminder': 'Yangi eslatma',
};

export const discountTypeLabels: Record<DiscountType, string> = {
  percentage: 'Foizli chegirma',
  fixed: 'Qatʼiy summa',
  'buy-x-get-y': 'X ta olsa, Y ta sovgʻa',
  promocode: 'Promokod',
};

export const sendStatusLabels: Record<SendStatus, string> = {
  pending: 'Kutilmoqda',
  success: 'Yuborildi',
  failed: 'Yuborilmadi',
  canceled: 'Bekor qilindi',
};

export const answerLabels: Record<Answer, string> = {
  pending: 'Javob kutilmoqda',
  ok: 'Ha',
  no: 'Yoʻq',
};
