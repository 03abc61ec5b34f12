import { describe, expect, it } from 'vitest';
import * as enums from './enums';
import * as labels from './labels';

// UZ.md, "Enumeration labels", character for character.
const expected = {
  roleLabels: [enums.roles, ['Administrator', 'Super administrator', 'Foydalanuvchi', 'Kuryer']],
  orderStatusLabels: [enums.orderStatuses, ['Kutilmoqda', 'Qabul qilingan', 'Kuryerda', 'Yetkazilgan', 'Rad etilgan']],
  userStatusLabels: [
    enums.userStatuses,
    ['Faol', 'Bloklangan', 'Passiv', 'Ro\u02BByxatdan o\u02BBtgan', 'Botni boshlagan'],
  ],
  customerKindLabels: [enums.customerKinds, ['Yuridik shaxs', 'Jismoniy shaxs']],
  paymentMethodLabels: [
    enums.paymentMethods,
    ['Karta', 'Payme', 'Click', 'Naqd pul', 'Bank hisob raqamiga o\u02BBtkazma'],
  ],
  paymentStatusLabels: [
    enums.paymentStatuses,
    ['Jarayonda', 'To\u02BBlangan', 'Muvaffaqiyatsiz', 'Bekor qilingan', 'Qaytarilgan', 'Boshqa'],
  ],
  unitLabels: [enums.units, ['dona', 'kg', 'litr']],
  notificationTypeLabels: [enums.notificationTypes, ['Yangi buyurtma', 'Yangi foydalanuvchi', 'Yangi eslatma']],
  discountTypeLabels: [
    enums.discountTypes,
    ['Foizli chegirma', 'Qat\u02BCiy summa', 'X ta olsa, Y ta sovg\u02BBa', 'Promokod'],
  ],
  sendStatusLabels: [enums.sendStatuses, ['Kutilmoqda', 'Yuborildi', 'Yuborilmadi', 'Bekor qilindi']],
  answerLabels: [enums.answers, ['Javob kutilmoqda', 'Ha', 'Yo\u02BBq']],
} as const;

describe('labels', () => {
  for (const [name, [values, texts]] of Object.entries(expected)) {
    it(`${name} labels every value exactly`, () => {
      const record = labels[name as keyof typeof labels] as Record<string, string>;
      expect(Object.keys(record).sort()).toEqual([...values].sort());
      expect(values.map((value) => record[value])).toEqual(texts);
    });
  }
});
