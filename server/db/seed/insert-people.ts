import type { Address } from '../../../src/contract/address';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { addresses } from '../schema/addresses';
import { users } from '../schema/users';
import { insertReturningIds } from './batch-insert';
import type { PlannedPerson } from './plan-people';

export interface InsertedPeople {
  /** User ids by person index. */
  userIds: number[];
  /** Each person's addresses as the API returns them, in plan order. */
  addresses: Address[][];
}

export async function insertPeople(
  db: Db,
  people: PlannedPerson[],
  hashes: Map<string, string>,
): Promise<InsertedPeople> {
  const userIds = await insertReturningIds(
    db,
    users,
    people.map(({ password, addresses: _, orderWeight: __, ...u }) => ({
      ...u,
      passwordHash: password ? hashes.get(u.phone)! : null,
    })),
  );
  const rows = people.flatMap((p, i) => p.addresses.map((a) => ({ ...a, userId: userIds[i]! })));
  const ids = await insertReturningIds(db, addresses, rows);
  let next = 0;
  const inserted = people.map((p) =>
    p.addresses.map((): Address => {
      const { createdAt, updatedAt, ...a } = rows[next]!;
      const id = ids[next++]!;
      return {
        id,
        userId: a.userId,
        label: a.label ?? null,
        region: a.region,
        district: a.district,
        street: a.street,
        house: a.house,
        apartment: a.apartment ?? null,
        landmark: a.landmark ?? null,
        latitude: a.latitude ?? null,
        longitude: a.longitude ?? null,
        isDefault: a.isDefault ?? false,
        createdAt: createdAt!.toISOString(),
        updatedAt: updatedAt!.toISOString(),
      };
    }),
  );
  return { userIds, addresses: inserted };
}

/** One scrypt hash per demo account (by phone), computed outside the seeding transaction. */
export async function hashDemoPasswords(people: PlannedPerson[]): Promise<Map<string, string>> {
  const withPassword = people.filter((p) => p.password);
  const hashes = await Promise.all(withPassword.map((p) => hashPassword(p.password!)));
  return new Map(withPassword.map((p, i) => [p.phone, hashes[i]!]));
}
