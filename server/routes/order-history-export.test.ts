import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { toAddress } from '../dto/address';

let t: TestApp;
let p: People;
const numbers: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const yunusobod = toAddress(
    await addAddress(t, p.customer.user.id, {
      district: 'Yunusobod',
      street: 'Amir Temur; shoh "koʻchasi"',
      house: '7',
      apartment: '12',
      landmark: 'Korzinka yonida',
    }),
  );
  const orders = [
    await addOrder(t, p.customer.user, { status: 'pending', total: 123_456, subtotal: 120_000, deliveryFee: 3456 }),
    await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier.user.id,
      address: yunusobod,
      createdAt: new Date('2026-03-04T09:30:00Z'),
      deliveryDate: '2026-03-05',
      bottlesToReturn: 2,
    }),
    await addOrder(t, p.customer.user, { status: 'delivered', courierId: p.courier2.user.id, address: yunusobod }),
  ];
  orders.forEach((o, i) => (numbers[i] = o.number));
}, 60_000);
afterAll(() => t.close());

const get = (query: string, token = p.admin.token) => t.call('GET', `/api/order-history/export${query}`, { token });

describe('GET /api/order-history/export?format=csv', () => {
  it('is UTF-8 with a BOM, `;`-separated, one Uzbek header row and a row per order of the whole list', async () => {
    const res = await get('?format=csv&sort=number&order=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="buyurtmalar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '№;Yaratilgan;Yetkazish sanasi;Mijoz;Telefon;Tuman;Manzil;Kuryer;Holat;Toʻlov usuli;Toʻlov holati;' +
        'Mahsulotlar;Chegirma;Yetkazib berish;Jami;Qaytariladigan idishlar;Qaytarilgan idishlar',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]!.split(';')).toEqual([
      String(numbers[0]),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Dilshod Rahimov',
      '+998901234567',
      'Chilonzor',
      'Bunyodkor koʻchasi, 12-uy',
      '',
      'Kutilmoqda',
      'Naqd pul',
      'Jarayonda',
      '120000',
      '0',
      '3456',
      '123456',
      '0',
      '0',
    ]);
    // Tashkent time (UTC+5); a `;` or `"` in the text is quoted.
    expect(lines[2]).toContain(
      `;2026-03-04 14:30;2026-03-05;Dilshod Rahimov;+998901234567;Yunusobod;"Amir Temur; shoh ""koʻchasi"", 7-uy, 12-xonadon (Korzinka yonida)";Bekzod Kuryer;Kuryerda;`,
    );
  });

  it('takes the list filters: district (several), courier, status', async () => {
    const rows = async (query: string) =>
      (await (await get(`?format=csv&${query}`)).text()).trimEnd().split('\r\n').length - 1;
    expect(await rows('district=Yunusobod')).toBe(2);
    expect(await rows('district=Yunusobod&district=Chilonzor')).toBe(3);
    expect(await rows(`courierId=${p.courier.user.id}`)).toBe(1);
    expect(await rows('status=delivered&district=Yunusobod')).toBe(1);
    expect(await rows('district=Sergeli')).toBe(0);
  });

  it('answers HEAD with the headers of GET and no body: the stream of rows it would have sent is cancelled', async () => {
    const res = await t.app.request('/api/order-history/export?format=csv', {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${p.admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.body).toBeNull();
  });

  it('is for admins only and validates its query', async () => {
    expect((await get('?format=csv', p.courier.token)).status).toBe(403);
    for (const bad of ['', '?format=pdf', '?format=csv&page=2', '?format=csv&sort=status', '?format=csv&district=']) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect((await json(res)).meta.message).toBe('Maʼlumotlar notoʻgʻri');
    }
  });
});

describe('GET /api/order-history/export?format=xlsx', () => {
  it('is one sheet with money as numbers and dates as dates', async () => {
    const res = await get('?format=xlsx&sort=number&order=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(15).value).toBe('Jami');
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toBe(numbers[1]);
    expect(row.getCell(2).value).toEqual(new Date('2026-03-04T14:30:00Z')); // the Tashkent wall clock
    expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(row.getCell(3).value).toEqual(new Date('2026-03-05T00:00:00Z'));
    expect(row.getCell(6).value).toBe('Yunusobod');
    expect(row.getCell(15).value).toBe(50_000);
    expect(row.getCell(15).numFmt).toBe('#,##0');
    expect(row.getCell(16).value).toBe(2);
  });
});
