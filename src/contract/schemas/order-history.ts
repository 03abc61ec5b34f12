import { z } from 'zod';
import { orderStatuses, paymentMethods, paymentStatuses } from '../enums';
import { bodyId, bodyInt, idSchema, listQuery, queryArray, queryBool, queryInt, textSchema } from './common';
import { dateRange, dateSchema } from './dates';
import { cursorFitsSort, orderCursorSchema } from './order-cursor';

export const orderStatusSchema = z.enum(orderStatuses);
export const paymentMethodSchema = z.enum(paymentMethods);
export const paymentStatusSchema = z.enum(paymentStatuses);

/** `GET /order-history` and its card; `dateFrom`/`dateTo` are Tashkent calendar days of `createdAt`. */
const orderHistoryFilters = {
  status: queryArray(orderStatusSchema).optional(),
  paymentMethod: queryArray(paymentMethodSchema).optional(),
  paymentStatus: queryArray(paymentStatusSchema).optional(),
  courierId: queryInt(1).optional(),
  userId: queryInt(1).optional(),
  dateFrom: dateSchema.optional(),
  dateTo: dateSchema.optional(),
  /** The district of the order's delivery address; several are OR-ed. */
  district: queryArray(textSchema().trim().min(1).max(100)).optional(),
};
/** The lists' keyset paging (not the card's or the export's). */
const cursors = { after: orderCursorSchema.optional(), before: orderCursorSchema.optional() };
const sortFields = ['createdAt', 'total', 'number', 'deliveryDate'] as const;

export const orderHistoryListQuery = listQuery([...sortFields], { ...orderHistoryFilters, ...cursors })
  .check(dateRange)
  .check(cursorFitsSort);

/** The open orders and their card also take `mine` (assigned to the caller) and `unassigned` (no courier yet). */
export const openOrderListQuery = listQuery([...sortFields], {
  ...orderHistoryFilters,
  mine: queryBool.optional(),
  unassigned: queryBool.optional(),
  ...cursors,
})
  .check(dateRange)
  .check(cursorFitsSort);

export type OrderHistoryListQuery = z.output<typeof orderHistoryListQuery>;
export type OpenOrderListQuery = z.output<typeof openOrderListQuery>;

/** `GET /order-history/export`: the list's filters and sort, no paging, and the file's format. */
export const orderHistoryExportQuery = listQuery([...sortFields], {
  ...orderHistoryFilters,
  format: z.enum(['csv', 'xlsx']),
})
  .omit({ page: true, limit: true })
  .check(dateRange);

export type OrderHistoryExportQuery = z.output<typeof orderHistoryExportQuery>;

export const orderHistoryPatchBody = z
  .strictObject({
    status: orderStatusSchema.optional(),
    courierId: bodyId.optional(),
    rejectReason: textSchema().trim().min(1).max(500).optional(),
    paymentStatus: paymentStatusSchema.optional(),
    /** The courier's cash at the door: `cash`, with `delivered` only, while the payment has not succeeded. */
    paymentMethod: paymentMethodSchema.optional(),
    version: bodyInt(1).optional(),
    /** With `delivered` only: the empty bottles taken back, recorded in the same transaction. */
    bottlesReturned: z.number().int().min(0).max(99).optional(),
    /** With `delivered` or `rejected`: the shift the courier's phone had when they tapped (API.md, "Shift"). */
    shiftId: bodyId.optional(),
  })
  .check((ctx) => {
    const body = ctx.value;
    if (
      body.status === undefined &&
      body.courierId === undefined &&
      body.paymentStatus === undefined &&
      body.paymentMethod === undefined
    ) {
      ctx.issues.push({
        code: 'custom',
        input: body,
        path: ['status'],
        message: 'Holat, kuryer yoki toʻlov holatini yuboring',
      });
    }
    if (body.status === 'rejected' && !body.rejectReason) {
      ctx.issues.push({ code: 'custom', input: body, path: ['rejectReason'], message: 'Rad etish sababini yozing' });
    }
    if (body.courierId !== undefined && body.status !== 'courier') {
      ctx.issues.push({
        code: 'custom',
        input: body,
        path: ['courierId'],
        message: 'Kuryer faqat «courier» holati bilan biriktiriladi',
      });
    }
    if (body.bottlesReturned !== undefined && body.status !== 'delivered') {
      ctx.issues.push({
        code: 'custom',
        input: body,
        path: ['bottlesReturned'],
        message: 'Idishlar faqat yetkazilganda yoziladi',
      });
    }
    if (body.shiftId !== undefined && body.status !== 'delivered' && body.status !== 'rejected') {
      ctx.issues.push({
        code: 'custom',
        input: body,
        path: ['shiftId'],
        message: 'Smena faqat yetkazish yoki rad etishda yoziladi',
      });
    }
    if (body.rejectReason !== undefined && body.status !== 'rejected') {
      ctx.issues.push({
        code: 'custom',
        input: body,
        path: ['rejectReason'],
        message: 'Sabab faqat rad etishda yoziladi',
      });
    }
  });

export type OrderHistoryPatchBody = z.output<typeof orderHistoryPatchBody>;

/**
 * `GET /order-history/details?id=…&id=…`: up to 100 orders with their lines and history in one answer, the
 * offline copy of a courier's run.
 */
export const orderHistoryDetailsQuery = z.strictObject({ id: queryArray(idSchema) });

/** `PATCH /order-history/route`: the courier's own open orders in the order they will drive them. */
export const orderRouteBody = z.strictObject({
  ids: z
    .array(bodyId)
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'Har bir buyurtma bir marta yozilsin'),
});

export type OrderRouteBody = z.output<typeof orderRouteBody>;

export const orderHistoryCreateBody = z.strictObject({
  addressId: bodyId,
  items: z
    .array(z.strictObject({ productId: bodyId, quantity: bodyInt(1, 999) }))
    .min(1)
    .max(50)
    .refine(
      (items) => new Set(items.map((i) => i.productId)).size === items.length,
      'Har bir mahsulot bir marta yozilsin',
    ),
  paymentMethod: paymentMethodSchema,
  deliveryDate: dateSchema,
  comment: textSchema().trim().max(500).optional(),
});

export type OrderHistoryCreateBody = z.output<typeof orderHistoryCreateBody>;

/** The change a bulk call makes to each order: the fields of a PATCH that make sense for many orders at once. */
const bulkChange = z
  .strictObject({
    status: orderStatusSchema,
    courierId: bodyId.optional(),
    rejectReason: textSchema().trim().min(1).max(500).optional(),
  })
  .check((ctx) => {
    const change = ctx.value;
    if (change.status === 'rejected' && !change.rejectReason)
      ctx.issues.push({ code: 'custom', input: change, path: ['rejectReason'], message: 'Rad etish sababini yozing' });
    if (change.status === 'courier' && change.courierId === undefined)
      ctx.issues.push({ code: 'custom', input: change, path: ['courierId'], message: 'Kuryerni tanlang' });
    if (change.courierId !== undefined && change.status !== 'courier')
      ctx.issues.push({
        code: 'custom',
        input: change,
        path: ['courierId'],
        message: 'Kuryer faqat «courier» holati bilan biriktiriladi',
      });
    if (change.rejectReason !== undefined && change.status !== 'rejected')
      ctx.issues.push({
        code: 'custom',
        input: change,
        path: ['rejectReason'],
        message: 'Sabab faqat rad etishda yoziladi',
      });
  });

/**
 * `POST /order-history/bulk`. `versions`, when sent, is the `version` of each order as the admin saw it, in the
 * order of `ids`: an order changed since is refused (409) as a PATCH with a stale `version` is.
 */
export const orderHistoryBulkBody = z
  .strictObject({
    ids: z.array(bodyId).min(1).max(500),
    versions: z.array(bodyInt(1)).max(500).optional(),
    change: bulkChange,
  })
  .check((ctx) => {
    const { ids, versions } = ctx.value;
    if (new Set(ids).size !== ids.length)
      ctx.issues.push({ code: 'custom', input: ids, path: ['ids'], message: 'Har bir buyurtma bir marta yozilsin' });
    if (versions && versions.length !== ids.length)
      ctx.issues.push({
        code: 'custom',
        input: versions,
        path: ['versions'],
        message: 'Har bir buyurtmaning versiyasi yozilsin',
      });
  });

export type OrderHistoryBulkBody = z.output<typeof orderHistoryBulkBody>;
