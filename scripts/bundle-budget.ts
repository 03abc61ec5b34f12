// A build-time budget: gzip and brotli size of the JS a screen needs before it can render, i.e.
// the chunks the page loads with its entry plus those holding the given modules and everything they import statically.
import path from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { brotli, gzip } from './precompress.ts';

export interface BundleBudgetOptions {
  /** Module paths relative to the Vite root; the first is the page's entry, `src/main.tsx`. */
  entries: string[];
  limitKb: number;
  /** Brotli, as the server sends it to browsers that take it (scripts/precompress.ts). */
  brotliLimitKb: number;
  /** Names the measured path in the report, e.g. "Courier JS to /orders after sign-in". */
  label: string;
  /**
   * Scripts index.html asks for (the first entry's page closure): on a slow phone network over HTTP/1.1 each
   * takes one of the browser's six connections while the first screen waits.
   */
  maxEntryScripts: number;
}

export interface ChunkNode {
  fileName: string;
  imports: readonly string[];
  dynamicImports?: readonly string[];
  moduleIds: readonly string[];
}

export interface StaticClosure {
  fileNames: string[];
  missingEntries: string[];
}

export interface SizedChunk {
  fileName: string;
  gzipBytes: number;
  brotliBytes: number;
}

/** 1 KB = 1000 bytes, as in Vite's own build report. */
const bytesPerKb = 1000;

/** The given chunks and all they reach through static imports. */
function closeOver(chunks: readonly ChunkNode[], fileNames: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = [...fileNames];
  const seen = new Set<string>();
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...seen];
}

/** Chunks holding the entry modules and all they reach through static imports (dynamic imports are not followed). */
export function staticClosure(chunks: readonly ChunkNode[], entryIds: readonly string[]): StaticClosure {
  const holders: string[] = [];
  const missingEntries: string[] = [];
  for (const id of entryIds) {
    const holding = chunks.filter((chunk) => chunk.moduleIds.includes(id)).map((chunk) => chunk.fileName);
    if (holding.length === 0) missingEntries.push(id);
    holders.push(...holding);
  }
  return { fileNames: closeOver(chunks, holders), missingEntries };
}

/**
 * The chunks a page loads with its entry chunk: the entry's static closure, and that of every chunk the entry
 * imports dynamically as it runs (src/main.tsx evaluates the app's own code in a task after the libraries', and
 * index.html preloads that code with the page: scripts/start-preload.ts).
 */
export function pageClosure(chunks: readonly ChunkNode[], entry: ChunkNode): string[] {
  return closeOver(chunks, [entry.fileName, ...(entry.dynamicImports ?? [])]);
}

export function budgetReport(
  label: string,
  limits: { gzipKb: number; brotliKb: number },
  chunks: readonly SizedChunk[],
) {
  const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const brotliBytes = chunks.reduce((sum, chunk) => sum + chunk.brotliBytes, 0);
  const kb = (bytes: number) => `${(bytes / bytesPerKb).toFixed(1)} KB`;
  const lines = [
    `${label}: ${kb(totalBytes)} gzip, ${kb(brotliBytes)} brotli (budget ${limits.gzipKb} KB gzip, ${limits.brotliKb} KB brotli)`,
    ...[...chunks]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((chunk) => `  ${kb(chunk.gzipBytes).padStart(9)}  ${kb(chunk.brotliBytes).padStart(9)}  ${chunk.fileName}`),
  ];
  const overBudget = totalBytes > limits.gzipKb * bytesPerKb || brotliBytes > limits.brotliKb * bytesPerKb;
  return { lines, totalBytes, brotliBytes, overBudget };
}

export function entryScriptsReport(fileNames: readonly string[], max: number) {
  return {
    line: `Scripts index.html loads: ${fileNames.length} (budget ${max}): ${[...fileNames].sort().join(', ')}`,
    overBudget: fileNames.length > max,
  };
}

export function bundleBudget(options: BundleBudgetOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'yetkaz:bundle-budget',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // writeBundle sees the final (minified, preload-rewritten) code of every chunk.
    writeBundle(_output, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const entryIds = options.entries.map((entry) => normalizePath(path.resolve(root, entry)));
      const closure = staticClosure(chunks, entryIds);
      if (closure.missingEntries.length > 0) {
        throw new Error(
          `Bundle budget "${options.label}": entry not in the bundle: ${closure.missingEntries.join(', ')}`,
        );
      }
      const page = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(entryIds[0]!));
      if (!page) throw new Error(`Bundle budget "${options.label}": ${options.entries[0]} is not an entry chunk`);
      const pageFiles = pageClosure(chunks, page);
      const measured = [...new Set([...pageFiles, ...closure.fileNames])];
      const sized = measured.map((fileName) => {
        const item = bundle[fileName];
        const code = item?.type === 'chunk' ? item.code : '';
        return { fileName, gzipBytes: gzip(code).length, brotliBytes: brotli(code).length };
      });
      const report = budgetReport(options.label, { gzipKb: options.limitKb, brotliKb: options.brotliLimitKb }, sized);
      const scripts = entryScriptsReport(pageFiles, options.maxEntryScripts);
      console.log(`\n${report.lines.join('\n')}\n${scripts.line}\n`);
      if (report.overBudget) throw new Error(`Bundle budget exceeded: ${report.lines[0]}`);
      if (scripts.overBudget) throw new Error(`Bundle budget exceeded: ${scripts.line}`);
    },
  };
}
