export const orderComments = [
  'Iltimos, kelishdan oldin qoʻngʻiroq qiling',
  'Domofon ishlamaydi, qoʻngʻiroq qiling',
  'Tushlikdan keyin olib keling',
  'Boʻsh idishlarni qaytaraman',
  'Qavatga koʻtarib bering, lift ishlamaydi',
  'Eshik oldida qoldiring',
  'Ertalab soat 9 gacha kerak',
] as const;

export const rejectReasons = [
  'Mijoz telefonni koʻtarmadi',
  'Mijoz buyurtmani bekor qildi',
  'Manzil topilmadi',
  'Mahsulot omborda qolmagan',
  'Mijoz uyda yoʻq edi',
  'Toʻlov amalga oshmadi',
] as const;

export const reminderNotes = [
  'Har hafta 2 ta idish oladi',
  'Ertalab qoʻngʻiroq qilish kerak',
  'Kechqurun qoʻngʻiroq qiling',
  'Ofisga 5 ta idish kerak boʻladi',
  'Kuler tozalashni ham taklif qilish',
] as const;
