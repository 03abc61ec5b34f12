// Component tests: jest-dom's matchers, and a clean document after each test (Vitest runs without globals).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs these beside the browser suite on the same cores: a `findBy…` may wait longer
// than Testing Library's default second for a busy machine to render.
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
