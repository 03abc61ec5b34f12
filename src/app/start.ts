import { sleep } from '../lib/http/retry';
import { roleAtom } from '../lib/session';
import { store } from '../lib/store';
import { applyPreloadedStylesheets } from '../lib/stylesheets';
import { loadFirstScreen } from './prefetch-first-screen';

export { App } from './app';

// The first screen's code is waited for a moment (the courier's comes with the page): the boot screen then gives
// way to the screen itself, not to Loading for a moment. Code still on its way is not waited for.
const firstScreenCode = Promise.race([loadFirstScreen(store.get(roleAtom), location.pathname), sleep(100)]);

/** Resolves once the stylesheet is in force and the first screen's code is here (or was waited for long enough). */
export const ready: Promise<unknown> = Promise.all([applyPreloadedStylesheets(), firstScreenCode]);
