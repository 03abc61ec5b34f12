import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { newPasswordSchema, roleSchema } from '../../src/contract/schemas/auth';
import { phoneSchema } from '../../src/contract/schemas/common';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { users } from '../db/schema/users';
import { fieldErrors } from '../http/validate';
import { createCustomer } from '../users/create-customer';

const usage =
  'Foydalanish: npm run user:create -- --phone +998901234567 --password <kamida 8 belgi> --role admin|superadmin|courier|user [--name "Ism Familiya"]';

const defaultNames = {
  admin: 'Administrator',
  superadmin: 'Super administrator',
  courier: 'Kuryer',
  user: 'Foydalanuvchi',
};

const argsSchema = z.strictObject({
  phone: phoneSchema,
  password: newPasswordSchema,
  role: roleSchema,
  name: z.string().trim().min(1).max(120).optional(),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let raw: Record<string, string | undefined>;
try {
  raw = parseArgs({
    options: {
      phone: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
    },
  }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${usage}`);
}
const parsed = argsSchema.safeParse(raw);
if (!parsed.success) {
  fail([...fieldErrors(parsed.error).map((e) => `--${e.path || '?'}: ${e.message}`), usage].join('\n'));
}
const { phone, password, role, name } = parsed.data;

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (existing) {
    console.error(`Bu telefon raqam bilan foydalanuvchi allaqachon bor (id ${existing.id}): ${phone}`);
    process.exitCode = 1;
  } else {
    const fields = {
      phone,
      status: 'active' as const,
      fullName: name ?? defaultNames[role],
      passwordHash: await hashPassword(password),
    };
    const [created] =
      role === 'user'
        ? [await createCustomer(database.db, fields)]
        : await database.db
            .insert(users)
            .values({ ...fields, role })
            .returning();
    console.log(`Foydalanuvchi yaratildi: id ${created!.id}, ${phone}, ${role} (${database.kind})`);
  }
} finally {
  await database.close();
}
