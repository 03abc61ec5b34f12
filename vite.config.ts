/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudget } from './scripts/bundle-budget.ts';
import { precompress } from './scripts/precompress.ts';
import { startPreloadPlugin } from './scripts/start-preload.ts';
import { stylesheetPreloadPlugin } from './scripts/stylesheet-preload.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// The persisted query cache is dropped when this changes (src/lib/offline/build-id.ts).
const buildId = `${version}+${new Date().toISOString()}`;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8787}`;

// Browser-side test files run in a VM context each, in reused worker threads: isolated as before (each file
// its own modules and document) without a new process and a new jsdom import per file. A VM context has no
// require() of ES modules, so the packages that ship ES modules behind CommonJS are transformed by Vite.
const moduleFile = (path: string) => `${import.meta.dirname}/node_modules/${path}`;
// React Router's package exports name only its development build, whose warnings stay in a production bundle
// (ENABLE_DEV_WARNINGS, the one difference between the two builds): the app takes its production build.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: moduleFile('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: moduleFile('react-router/dist/production/dom-export.mjs') },
];
const inVmContexts = {
  pool: 'vmThreads' as const,
  server: { deps: { inline: ['konsta', 'react-router', 'react-router-dom'] } },
  alias: [
    { find: /^react-router-dom$/, replacement: moduleFile('react-router-dom/dist/index.mjs') },
    ...reactRouterProduction,
  ],
};

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: reactRouterProduction },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by useRegisterSW in src/app/update-prompt.tsx: the server's CSP forbids inline scripts.
      injectRegister: false,
      // Precached with the manifest's icons and the web manifest itself (the plugin adds those).
      includeAssets: ['apple-touch-icon-180x180.png', 'badge-96x96.png'],
      injectManifest: {
        // Every lazy screen chunk is precached, so a courier can open any screen offline.
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        name: 'Yetkaz — boshqaruv paneli',
        short_name: 'Yetkaz',
        description: 'Yetkaz doʻkoni xodimlari uchun boshqaruv paneli: buyurtmalar, yetkazib berish, mahsulotlar.',
        lang: 'uz',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#38bdf8',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    bundleBudget({
      label: 'Courier JS to /orders after sign-in',
      entries: [
        'src/main.tsx',
        'src/features/auth/components/sign-in-screen.tsx',
        'src/features/orders/components/courier-orders-screen.tsx',
      ],
      limitKb: 150,
      brotliLimitKb: 130,
      maxEntryScripts: 5,
    }),
    stylesheetPreloadPlugin(),
    startPreloadPlugin(),
    precompress(),
  ],
  build: {
    // Every browser the couriers use preloads modules itself (Chrome since 66, Safari since 17): the
    // polyfill that fetches them by hand for older ones was a third of a kilobyte of every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Konsta's package.json does not say it is free of side effects, so importing one component from
      // 'konsta/react' would bundle all of them into the first load.
      treeshake: { moduleSideEffects: [{ test: /\/node_modules\/konsta\//, sideEffects: false }] },
      // The libraries every screen needs in one chunk: a dozen small shared chunks compressed worse and
      // moved with each change of the app's own code.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai|idb-keyval)[\\/]/,
              priority: 2,
            },
            // The courier's screen with the modules it shares with the entry: left out, query-client and sign-out
            // became two chunks of their own, two more requests on a phone's six connections before the first screen.
            {
              name: 'courier-orders',
              test: /src[\\/](features[\\/]orders[\\/]components[\\/]courier-orders-screen|lib[\\/]offline[\\/](query-client|sign-out))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine); its tests mostly wait on
    // PGlite, child servers and timers, so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.tsx'],
          ...inVmContexts,
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A component test types and clicks through jsdom: 1–2 s alone, past Vitest's 5 s when
          // npm test runs it beside two browsers and their servers on two cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // A jsdom document costs about 1.5 s of CPU per file: logic tests run in Node, and a file
          // that needs the browser's APIs says so in its first line (`// @vitest-environment jsdom`).
          name: 'logic',
          include: ['src/**/*.test.ts', 'sw/**/*.test.ts'],
          ...inVmContexts,
          environment: 'node',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          // tests/agreement: the app's code and the server's, run against each other.
          include: [
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/helpers/**/*.test.ts',
            'tests/agreement/**/*.test.ts',
          ],
          environment: 'node',
          // Files share a worker's modules instead of loading the server anew each (a third of the
          // project's time): every file builds its own app and database, and nothing depends on the
          // order of files (checked with --sequence.shuffle.files). The browser-side projects do depend on
          // it (the module-level store, TanStack's online manager, the sheets' history bookkeeping; a logic
          // file sharing modules once found the manager offline), so they stay isolated.
          isolate: false,
          // Generous for a machine shared with the browser suite (npm test runs both at once).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
