import { and, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import { bannerCreateSchema, bannerListQuery, bannerUpdateSchema } from '../../src/contract/schemas/banner';
import { idParams } from '../../src/contract/schemas/common';
import { requireAuth, requireRole } from '../auth/require-auth';
import { bannerNotFound, createBanner, updateBanner } from '../catalog/banner-writes';
import type { Db } from '../db/client';
import { banners as b } from '../db/schema/banners';
import { files } from '../db/schema/files';
import { toBanner } from '../dto/banner';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { containsPattern, pagedSelect } from '../queries/paging';

const sortColumns = { position: b.position, createdAt: b.createdAt };
const bannerId = validate('param', idParams);

const selectBanners = (db: Db) =>
  db
    .select({ banner: b, image: { id: files.id, url: files.url } })
    .from(b)
    .innerJoin(files, eq(files.id, b.imageId))
    .$dynamic();

async function findBanner(db: Db, id: number) {
  const [row] = await selectBanners(db).where(eq(b.id, id));
  if (!row) throw bannerNotFound();
  return toBanner(row);
}

export const bannerRoutes = new Hono<AuthEnv>()
  .use(requireAuth, requireRole('admin'))
  .get('/', validate('query', bannerListQuery), async (c) => {
    const q = c.req.valid('query');
    const where = and(
      q.isActive === undefined ? undefined : eq(b.isActive, q.isActive),
      q.search ? ilike(b.title, containsPattern(q.search)) : undefined,
    );
    const sort = sortColumns[q.sort ?? 'createdAt'];
    return c.json(await pagedSelect(c.var.db, q, { select: selectBanners(c.var.db), table: b, where, sort }, toBanner));
  })
  .get('/:id', bannerId, async (c) => c.json({ data: await findBanner(c.var.db, c.req.valid('param').id) }))
  .post('/', validate('json', bannerCreateSchema), async (c) => {
    const id = await createBanner(c.var.db, c.req.valid('json'));
    return c.json({ data: await findBanner(c.var.db, id) }, 201);
  })
  .patch('/:id', bannerId, validate('json', bannerUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    await updateBanner(c.var.db, id, c.req.valid('json'));
    return c.json({ data: await findBanner(c.var.db, id) });
  })
  .delete('/:id', bannerId, async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(b).where(eq(b.id, id)).returning({ id: b.id });
    if (!deleted) throw bannerNotFound();
    return c.json({ data: { id } });
  });
