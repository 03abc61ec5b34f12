// Component tests: jest-dom's matchers, and a clean document after each test (Vitest runs without globals).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
