import { sql } from 'drizzle-orm';
import type { LateChange, ShiftFigures } from '../../../src/contract/shift';
import { figuresOf, lateChangesOf } from '../../shifts/shift-figures';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import { shifts } from '../schema/shifts';
import { demoAccounts } from './plan-people';
import { minute } from './time';

// The couriers' shifts of the demo, made from the orders already inserted, whatever made them: each
// courier's deliveries and rejections fall into working days (from 05:00 to 05:00 in Tashkent: orders
// come in from 07:00 until late, and the last ones are delivered after midnight), one shift each. Every
// such order is in exactly one shift, and what a shift expects is what the server computes from its
// orders (shift-figures.ts); only what people declared and counted is planned. The latest shift of each
// courier is still open, but for one courier who has handed it over and waits for the admin.

const waitingCourier = demoAccounts[3].phone;
/** Whose latest confirmed shift got a delivery after the count (a dead zone): a late change to count. */
const lateCourier = demoAccounts[1].phone;

/** Each delivered or rejected order of a courier with its working day (`grp`): 05:00 in Tashkent is 00:00 UTC. */
const grouped = sql`(
  select h.id, h.courier_id, coalesce(h.delivered_at, h.rejected_at) as at,
    to_char(coalesce(h.delivered_at, h.rejected_at) at time zone 'UTC', 'YYYY-MM-DD') as grp,
    h.status = 'delivered' and h.payment_method = 'cash' as cash_delivery
  from order_histories h where h.status in ('delivered', 'rejected') and h.courier_id is not null
)`;

interface WorkingDay {
  courierId: number;
  phone: string;
  grp: string;
  first: Date;
  last: Date;
  /** Newest first within the courier: 1 is their latest. */
  recent: number;
  /** Orders, and cash deliveries among them. */
  orders: number;
  cashDeliveries: number;
}

const so_m = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} soʻm`;

export async function insertShifts(db: Db, now: Date): Promise<void> {
  const days = rowsOf<{
    courier_id: number;
    phone: string;
    grp: string;
    first: string;
    last: string;
    recent: number;
    orders: number;
    cash: number;
  }>(
    await db.execute(sql`
      select g.courier_id, u.phone, g.grp, min(g.at) as first, max(g.at) as last,
        row_number() over (partition by g.courier_id order by g.grp desc)::int as recent, count(*)::int as orders,
        count(*) filter (where g.cash_delivery)::int as cash
      from ${grouped} g join users u on u.id = g.courier_id
      group by g.courier_id, u.phone, g.grp order by g.courier_id, g.grp`),
  ).map((d): WorkingDay => ({
    courierId: d.courier_id,
    phone: d.phone,
    grp: d.grp,
    first: new Date(d.first),
    last: new Date(d.last),
    recent: d.recent,
    orders: d.orders,
    cashDeliveries: d.cash,
  }));
  if (days.length === 0) return;
  const [admin] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where role = 'admin' order by id limit 1`),
  );
  // A shift opens a little before its first delivery and is handed over a little after its last, never
  // overlapping the courier's shifts before and after it, nor reaching past now.
  const within = (t: number, from: number, to: number) => new Date(Math.max(from, Math.min(t, to)));
  const planned: (typeof shifts.$inferInsert)[] = [];
  days.forEach((d, k) => {
    const prev = days[k - 1]?.courierId === d.courierId ? planned[k - 1] : undefined;
    const next = days[k + 1]?.courierId === d.courierId ? days[k + 1] : undefined;
    const until = Math.min(+(next?.first ?? now), +now);
    const status = d.recent > 1 ? 'closed' : d.phone === waitingCourier ? 'closing' : 'open';
    const openedAt = within(+d.first - (20 + ((k * 7) % 25)) * minute, +(prev?.closedAt ?? 0), +d.first);
    const closingAt = status === 'open' ? null : within(+d.last + (15 + ((k * 11) % 30)) * minute, +d.last, until);
    const closedAt =
      status === 'closed' ? within(+closingAt! + (10 + ((k * 13) % 40)) * minute, +closingAt!, until) : null;
    planned.push({
      courierId: d.courierId,
      status,
      openedAt,
      closingAt,
      closedAt,
      confirmedById: closedAt && admin ? admin.id : null,
      createdAt: openedAt,
      updatedAt: closedAt ?? closingAt ?? d.last,
    });
  });
  const ids = (await db.insert(shifts).values(planned).returning({ id: shifts.id })).map((r) => r.id);

  // The late change: the last cash delivery of one courier's latest confirmed shift of a few orders
  // reached the server a quarter of an hour after the count.
  const lateAt = days.findLastIndex(
    (d) => d.phone === lateCourier && d.recent > 1 && d.orders >= 3 && d.cashDeliveries,
  );
  const late = lateAt >= 0 && +planned[lateAt]!.closedAt! + 15 * minute < +now ? lateAt : -1;
  const lateAtMs = late >= 0 ? +planned[late]!.closedAt! + 15 * minute : null;
  // One JSON parameter, as batch-insert.ts sends rows: the same on PGlite and node-postgres.
  const mapping = JSON.stringify(
    days.map((d, k) => ({
      courier_id: d.courierId,
      grp: d.grp,
      shift_id: ids[k],
      late_at: k === late ? new Date(lateAtMs!).toISOString() : null,
    })),
  );
  await db.execute(sql`
    insert into shift_orders (order_history_id, shift_id, late, created_at)
    select g.id, m.shift_id, m.late_at is not null and g.pick = 1, case when g.pick = 1 then coalesce(m.late_at, g.at) else g.at end
    from (select x.*, row_number() over (partition by x.courier_id, x.grp
        order by x.cash_delivery desc, x.at desc, x.id desc) as pick
      from ${grouped} x) g
    join jsonb_to_recordset(${mapping}::jsonb) as m(courier_id int, grp text, shift_id int, late_at timestamptz)
      using (courier_id, grp)`);

  // The triggers summed them as the orders went into their shifts (migration 0019).
  const figures = new Map(
    rowsOf<{ id: number; figures: ShiftFigures }>(
      await db.execute(sql`select s.id, ${figuresOf(sql`s.id`)} as figures from ${shifts} s`),
    ).map((r) => [r.id, r.figures]),
  );
  const lateChanges =
    late >= 0
      ? rowsOf<{ late: LateChange[] }>(await db.execute(sql`select ${lateChangesOf(ids[late]!)} as late`))[0]!.late
      : [];
  const counts = ids.map((id, k) =>
    counted(id, k, planned[k]!.status!, figures.get(id)!, k === late ? lateChanges : []),
  );
  await db.execute(sql`
    update shifts s set full_bottles_loaded = r.loaded, cash_declared = r.cash_declared,
      empties_declared = r.empties_declared, full_bottles_declared = r.full_declared, note = r.note,
      cash_received = r.cash_received, empties_received = r.empties_received,
      full_bottles_received = r.full_received, admin_note = r.admin_note
    from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as r(id int, loaded int, cash_declared int,
      empties_declared int, full_declared int, note text, cash_received int, empties_received int,
      full_received int, admin_note text)
    where s.id = r.id`);
}

/**
 * What the courier loaded, declared and the admin counted, against what the shift expects: mostly exact,
 * now and then a shortfall, a cracked bottle or change the customer left, each explained in a note.
 */
function counted(id: number, k: number, status: string, f: ShiftFigures, late: LateChange[]) {
  const spare = 2 + ((k * 5) % 7);
  const loaded = f.fullBottlesDelivered + spare;
  if (status === 'open') return { id, loaded };
  let declared = { cash: f.cashExpected, empties: f.emptiesExpected, full: spare };
  let note: string | null = null;
  let adminNote: string | null = null;
  const short = 1000 * (2 + ((k * 3) % 9));
  if (status === 'closing') {
    if (f.cashExpected >= 3000) {
      declared = { ...declared, cash: f.cashExpected - 3000 };
      note = '3 000 soʻm yetishmayapti, ertaga olib kelaman';
    }
    return { id, loaded, ...declaredColumns(declared), note };
  }
  let received = declared;
  if (late.length) {
    // The phone counted the delivery before the close, the server had not: its cash came with the rest.
    const surplus = late.reduce((sum, change) => sum + change.cash, 0);
    const numbers = late.map((change) => `№${change.number}`).join(', ');
    adminNote = surplus ? `${so_m(surplus)} ortiqcha: ${numbers} hali kelmagan` : `${numbers} hali kelmagan`;
  } else if (k % 15 === 3 && f.cashExpected >= 50_000) {
    declared = received = { ...declared, cash: f.cashExpected - short };
    note = 'Bir mijozga qaytimni koʻp berib yubordim';
    adminNote = `${so_m(short)} kam topshirdi`;
  } else if (k % 21 === 5 && f.emptiesExpected >= 1) {
    declared = received = { ...declared, empties: f.emptiesExpected - 1 };
    note = 'Bitta boʻsh idish yorilgan, mijozda qoldi';
    adminNote = '1 ta boʻsh idish kam';
  } else if (k % 27 === 7) {
    declared = received = { ...declared, cash: f.cashExpected + 2000 };
    note = 'Mijoz qaytimni olmadi';
    adminNote = '2 000 soʻm ortiqcha: mijoz qaytimni olmadi';
  } else if (k % 33 === 9 && f.cashExpected >= 50_000) {
    received = { ...declared, cash: f.cashExpected - 10_000 };
    adminNote = 'Sanaganda 10 000 soʻm kam chiqdi';
  }
  return {
    id,
    loaded,
    ...declaredColumns(declared),
    note,
    cash_received: received.cash,
    empties_received: received.empties,
    full_received: received.full,
    admin_note: adminNote,
  };
}

const declaredColumns = (d: { cash: number; empties: number; full: number }) => ({
  cash_declared: d.cash,
  empties_declared: d.empties,
  full_declared: d.full,
});
