// Vitest runs without globals. Files with a document (components, hooks, the browser-API helpers) get
// jest-dom's matchers and a clean document after each test; plain logic tests run in Node and load
// none of it.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // `npm test` runs these beside the browser suite on the same cores: a `findBy…` may wait longer
  // than Testing Library's default second for a busy machine to render.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(cleanup);
}
