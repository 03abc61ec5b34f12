import { defineConfig, type PlaywrightWorkerOptions } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../helpers/chromium';
import { e2eWorkers, workerBaseUrl } from './workers';

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Files are handed to the workers in this order: the screen walks (a minute each) start first, so they
  // end beside the other files instead of after them, with one worker idle meanwhile.
  projects: [
    { name: 'screen walks', testMatch: 'screens.spec.ts' },
    { name: 'flows', testIgnore: 'screens.spec.ts' },
  ],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: workerBaseUrl(),
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'uz-UZ',
    timezoneId: 'Asia/Tashkent',
    // Sheets, dialogs and toasts appear at once (src/index.css), as for a person who asks for less motion:
    // a sixth less of Chromium's CPU, and no waiting for a slide to settle before a tap.
    reducedMotion: 'reduce',
    // Installing the service worker precaches every chunk (1 MB) in each new context: about a CPU-second
    // of Chromium's and the server's per test. Files about the worker, offline start and push allow it.
    serviceWorkers: 'block',
    // Recording a trace for every test took a third of the suite's CPU (Chromium's screencast), and CI
    // keeps only the log: trace a failing test again with E2E_TRACE=retain-on-failure.
    trace: (process.env.E2E_TRACE as PlaywrightWorkerOptions['trace'] | undefined) ?? 'off',
  },
});
