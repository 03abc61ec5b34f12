import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const kit = join(root, 'node_modules/konsta/react');

/** The files Tailwind reads for classes, found from src/index.css's own `@source` lines as the build finds them. */
async function scannedFiles(): Promise<Set<string>> {
  const stylesheet = join(root, 'src/index.css');
  const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
    base: dirname(stylesheet),
    onDependency: () => undefined,
  });
  return new Set(new Scanner({ sources: compiler.sources }).files);
}

/** The app's own modules, tests left out. */
const appSources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => join(dir, name));

/** The kit's modules behind the names the app imports from 'konsta/react', with everything they import. */
function kitModulesInUse(): string[] {
  const names = new Set(
    appSources(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'konsta\/react'/g)].flatMap(([, list = '']) =>
        list.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
      ),
    ),
  );
  const index = readFileSync(join(kit, 'konsta-react.js'), 'utf8');
  const starts = [...names].map((name) => {
    const from = new RegExp(`import (?:${name}|\\{[^}]*\\b${name}\\b[^}]*\\}) from '(\\.[^']+)'`).exec(index);
    if (!from?.[1]) throw new Error(`konsta/react has no module for ${name}`);
    return resolve(kit, from[1]);
  });
  const seen = new Set<string>();
  const pending = [...starts];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(/(?:from |import )'(\.[^']+)'/g)) {
      const target = resolve(dirname(file), spec);
      const module = [target, `${target}.js`].find((path) => existsSync(path) && statSync(path).isFile());
      if (module) pending.push(module);
    }
  }
  return [...seen].sort();
}

it("reads every module of the kit the app imports, and the app's own sources", async () => {
  const scanned = await scannedFiles();
  const kitModules = kitModulesInUse();
  expect(kitModules).toContain(join(kit, 'components/Dialog.js'));
  expect(kitModules.filter((file) => !scanned.has(file))).toEqual([]);
  expect(scanned).toContain(join(root, 'src/features/orders/components/run-sheet-row.tsx'));
  expect(scanned).toContain(join(root, 'index.html'));
});

it('leaves out the kit components the app does not import', async () => {
  const scanned = await scannedFiles();
  expect(scanned).not.toContain(join(kit, 'components/Toggle.js'));
  expect([...scanned].filter((file) => file.startsWith(join(root, 'server')))).toEqual([]);
});
