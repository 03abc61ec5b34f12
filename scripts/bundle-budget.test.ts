import { describe, expect, it } from 'vitest';
import { budgetReport, entryScriptsReport, pageClosure, staticClosure, type ChunkNode } from './bundle-budget';

const chunks: ChunkNode[] = [
  { fileName: 'assets/index.js', imports: ['assets/react.js', 'assets/router.js'], moduleIds: ['/app/src/main.tsx'] },
  { fileName: 'assets/react.js', imports: [], moduleIds: ['/app/node_modules/react/index.js'] },
  { fileName: 'assets/router.js', imports: ['assets/react.js'], moduleIds: ['/app/src/app/router.tsx'] },
  {
    fileName: 'assets/sign-in.js',
    imports: ['assets/form.js', 'assets/react.js'],
    moduleIds: ['/app/src/sign-in.tsx'],
  },
  { fileName: 'assets/form.js', imports: [], moduleIds: ['/app/src/form.tsx'] },
  { fileName: 'assets/admin.js', imports: ['assets/chart.js'], moduleIds: ['/app/src/admin.tsx'] },
  { fileName: 'assets/chart.js', imports: [], moduleIds: ['/app/node_modules/chart.js/index.js'] },
];

describe('staticClosure', () => {
  it('follows static imports from every entry, once each', () => {
    const closure = staticClosure(chunks, ['/app/src/main.tsx', '/app/src/sign-in.tsx']);
    expect(closure.missingEntries).toEqual([]);
    expect([...closure.fileNames].sort()).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
      'assets/sign-in.js',
    ]);
  });

  it('finds an entry bundled inside a shared chunk', () => {
    const closure = staticClosure(chunks, ['/app/src/form.tsx']);
    expect(closure.fileNames).toEqual(['assets/form.js']);
  });

  it('reports entry modules that are not in the bundle', () => {
    const closure = staticClosure(chunks, ['/app/src/main.tsx', '/app/src/renamed.tsx']);
    expect(closure.missingEntries).toEqual(['/app/src/renamed.tsx']);
  });
});

describe('pageClosure', () => {
  it('adds the chunks the entry imports dynamically as it runs, with their static imports', () => {
    const entry: ChunkNode = {
      fileName: 'assets/main.js',
      imports: ['assets/react.js'],
      dynamicImports: ['assets/sign-in.js'],
      moduleIds: ['/app/src/main.tsx'],
    };
    expect([...pageClosure([...chunks, entry], entry)].sort()).toEqual([
      'assets/form.js',
      'assets/main.js',
      'assets/react.js',
      'assets/sign-in.js',
    ]);
  });
});

describe('budgetReport', () => {
  const sized = [
    { fileName: 'assets/a.js', gzipBytes: 60_000, brotliBytes: 52_000 },
    { fileName: 'assets/b.js', gzipBytes: 82_300, brotliBytes: 71_000 },
  ];

  it('prints the gzip and brotli totals first, then chunks largest first', () => {
    const report = budgetReport('Courier JS', { gzipKb: 170, brotliKb: 130 }, sized);
    expect(report.lines[0]).toBe('Courier JS: 142.3 KB gzip, 123.0 KB brotli (budget 170 KB gzip, 130 KB brotli)');
    expect(report.lines[1]).toContain('assets/b.js');
    expect(report.totalBytes).toBe(142_300);
    expect(report.brotliBytes).toBe(123_000);
    expect(report.overBudget).toBe(false);
  });

  it('flags a total over either limit', () => {
    expect(budgetReport('Courier JS', { gzipKb: 142, brotliKb: 130 }, sized).overBudget).toBe(true);
    expect(budgetReport('Courier JS', { gzipKb: 170, brotliKb: 122 }, sized).overBudget).toBe(true);
  });
});

describe('entryScriptsReport', () => {
  it('counts the entry chunks index.html loads and flags more than the budget', () => {
    const { fileNames } = staticClosure(chunks, ['/app/src/main.tsx']);
    expect(entryScriptsReport(fileNames, 3)).toEqual({
      line: 'Scripts index.html loads: 3 (budget 3): assets/index.js, assets/react.js, assets/router.js',
      overBudget: false,
    });
    expect(entryScriptsReport(fileNames, 2).overBudget).toBe(true);
  });
});
