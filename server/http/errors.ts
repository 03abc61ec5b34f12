import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { maxFieldErrors, type ErrorBody, type FieldError } from '../../src/contract/envelope';

/** The message a status gets when the code throwing it has nothing more specific to say. */
export const statusMessages: Partial<Record<number, string>> = {
  400: 'Maʼlumotlar notoʻgʻri',
  401: 'Tizimga qaytadan kiring',
  403: 'Bu amal uchun ruxsat yoʻq',
  404: 'Soʻralgan maʼlumot topilmadi',
  405: 'Bu usul qoʻllab-quvvatlanmaydi',
  409: 'Maʼlumot allaqachon oʻzgargan, sahifani yangilang',
  413: 'Yuborilgan maʼlumot hajmi juda katta',
  415: 'Maʼlumot turi qoʻllab-quvvatlanmaydi: JSON yuboring (Content-Type: application/json)',
  429: 'Urinishlar juda koʻp, birozdan keyin qayta urinib koʻring',
  500: 'Serverda xatolik yuz berdi',
};

export const messageFor = (status: number) => statusMessages[status] ?? statusMessages[500]!;

/** An error a route throws on purpose; the app answers it in the contract's error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** `throw httpError(404)` or `throw httpError(409, 'Buyurtma allaqachon yetkazilgan')`. */
export const httpError = (
  status: ContentfulStatusCode,
  message = messageFor(status),
  extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
) => new ApiError(status, message, extra.errors, extra.headers);

/**
 * The contract's error shape. However many fields failed (a body of 90,000 unknown keys), the answer
 * lists at most `maxFieldErrors` and counts the rest in `more`, so it stays small.
 */
export function errorBody(status: number, message: string, errors?: FieldError[]): ErrorBody {
  if (!errors) return { data: null, meta: { status, message } };
  if (errors.length <= maxFieldErrors) return { data: null, meta: { status, message, errors } };
  return {
    data: null,
    meta: { status, message, errors: errors.slice(0, maxFieldErrors), more: errors.length - maxFieldErrors },
  };
}
