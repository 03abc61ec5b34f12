import { describe, expect, it } from 'vitest';
import { maySound } from './beep';

const nav = (userActivation?: { hasBeenActive: boolean }) => ({ userActivation }) as Navigator;

describe('maySound', () => {
  it('waits for the first tap in a browser tab', () => {
    expect(maySound(nav({ hasBeenActive: false }), () => false)).toBe(false);
    expect(maySound(nav({ hasBeenActive: true }), () => false)).toBe(true);
  });

  it('sounds at once in the installed app', () => {
    expect(maySound(nav({ hasBeenActive: false }), () => true)).toBe(true);
  });

  it('tries where the browser does not say (Safari before 16.4)', () => {
    expect(maySound(nav(undefined), () => false)).toBe(true);
  });
});
