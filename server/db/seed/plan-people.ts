import type { addresses } from '../schema/addresses';
import type { users } from '../schema/users';
import { weightedIndex, type Random } from './random';
import { companyName, femaleNames, maleNames, surnames } from './uz-names';
import { addressLabels, districts, districtWeights, landmarks, type District } from './uz-places';
import { day } from './time';

export type AddressRow = Omit<typeof addresses.$inferInsert, 'userId'>;
type UserRow = typeof users.$inferInsert;

export interface PlannedPerson extends UserRow {
  /** Demo password, hashed at insertion; only for the demo accounts. */
  password?: string;
  addresses: AddressRow[];
  /** How likely this customer is to place an order (0: never). */
  orderWeight: number;
}

/** The accounts of API.md's "Demo data" that can sign in. */
export const demoAccounts = [
  { phone: '+998900000001', password: 'admin123', role: 'admin', fullName: 'Jasur Toshmatov' },
  { phone: '+998900000002', password: 'courier123', role: 'courier', fullName: 'Bekzod Aliyev' },
  { phone: '+998900000003', password: 'courier123', role: 'courier', fullName: 'Sardor Yusupov' },
  { phone: '+998900000004', password: 'courier123', role: 'courier', fullName: 'Otabek Qodirov' },
  { phone: '+998900000009', password: 'super123', role: 'superadmin', fullName: 'Rustam Nazarov' },
  { phone: '+998900000010', password: 'user123', role: 'user', fullName: 'Dilshod Rahimov' },
] as const;

/** People are staff first (indices 0–4: admin, three couriers, superadmin), then customers. */
export const staffCount = 5;
export const courierIndices = [1, 2, 3] as const;

const operatorCodes = ['90', '91', '93', '94', '95', '97', '98', '99', '33', '88', '77'] as const;

export function planPeople(random: Random, now: Date, customers: number): PlannedPerson[] {
  const phones = new Set<string>(demoAccounts.map((a) => a.phone));
  const newPhone = () => {
    for (;;) {
      const phone = `+998${random.pick(operatorCodes)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
      if (!phones.has(phone)) return (phones.add(phone), phone);
    }
  };
  const staff: PlannedPerson[] = demoAccounts.slice(0, staffCount).map((a) => ({
    ...a,
    status: 'active',
    createdAt: new Date(+now - 400 * day),
    updatedAt: new Date(+now - 400 * day),
    addresses: [],
    orderWeight: 0,
  }));
  const pickDistrict = weightedIndex(random, districtWeights);
  const people = Array.from({ length: customers }, (_, i) =>
    planCustomer(random, pickDistrict, now, i === 0 ? null : newPhone()),
  );
  return [...staff, ...people];
}

/** `phone` null: the demo customer who can sign in. */
function planCustomer(random: Random, pickDistrict: () => number, now: Date, phone: string | null): PlannedPerson {
  const female = random.chance(0.4);
  const first = female ? random.pick(femaleNames) : random.pick(maleNames);
  const fullName = `${first} ${random.pick(surnames)}${female ? 'a' : ''}`;
  const kind = random.chance(0.15) ? 'yuridik' : 'jismoniy';
  const status =
    phone === null ? 'active' : random.weighted({ active: 75, passive: 5, blocked: 3, registered: 12, started: 5 });
  const orders = status === 'active' || status === 'passive' || status === 'blocked';
  const createdAt = new Date(+now - random.int(0, 500) * day - random.int(0, 86_399) * 1000);
  const person: PlannedPerson = {
    fullName,
    phone: phone ?? demoAccounts[5].phone,
    role: 'user',
    status,
    customerKind: status === 'started' ? null : kind,
    companyName: kind === 'yuridik' && status !== 'started' ? companyName(random.int(0, 99), random.int(0, 99)) : null,
    tin: kind === 'yuridik' && status !== 'started' ? String(random.int(200_000_000, 309_999_999)) : null,
    telegramId: random.chance(0.8) ? String(random.int(100_000_000, 7_999_999_999)) : null,
    createdAt,
    updatedAt: createdAt,
    addresses: [],
    // Exponential, capped: most order now and then, offices and regulars up to most days.
    orderWeight: orders ? Math.min(-Math.log(1 - random.next()), 4) * (kind === 'yuridik' ? 2 : 1) : 0,
  };
  if (phone === null)
    Object.assign(person, {
      fullName: demoAccounts[5].fullName,
      password: demoAccounts[5].password,
      customerKind: 'jismoniy',
      companyName: null,
      tin: null,
      orderWeight: 2,
    });
  if (status !== 'started') {
    const count = random.weighted({ 1: 80, 2: 17, 3: 3 });
    for (let i = 0; i < Number(count); i++)
      person.addresses.push(
        planAddress(random, districts[pickDistrict()]!, i, person.customerKind === 'yuridik', createdAt),
      );
  }
  return person;
}

function planAddress(random: Random, d: District, index: number, office: boolean, createdAt: Date): AddressRow {
  const located = random.chance(0.92);
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  const flat = random.chance(0.6);
  return {
    label: office
      ? 'Ofis'
      : index === 0
        ? random.chance(0.5)
          ? addressLabels[0]
          : null
        : random.pick(addressLabels.slice(1)),
    region: d.region,
    district: d.name,
    street: random.pick(d.streets),
    house: `${random.int(1, 120)}${random.chance(0.1) ? random.pick(['A', 'B']) : ''}`,
    apartment: flat ? String(random.int(1, 150)) : null,
    landmark: random.chance(0.7) ? random.pick(landmarks) : null,
    latitude: located ? round6(d.lat + (random.next() - 0.5) * 0.03) : null,
    longitude: located ? round6(d.lng + (random.next() - 0.5) * 0.04) : null,
    isDefault: index === 0,
    createdAt,
    updatedAt: createdAt,
  };
}
