import type { Address } from '../../src/contract/address';
import type { addresses } from '../db/schema/addresses';

export type AddressRow = typeof addresses.$inferSelect;

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  userId: row.userId,
  label: row.label,
  region: row.region,
  district: row.district,
  street: row.street,
  house: row.house,
  apartment: row.apartment,
  landmark: row.landmark,
  latitude: row.latitude,
  longitude: row.longitude,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
