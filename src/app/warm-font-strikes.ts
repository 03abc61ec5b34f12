/**
 * The font sizes and weights the screens an app start opens on (`/sign-in`, the courier's `/orders`) draw text in.
 * `tests/e2e/font-strikes.spec.ts` fails when one of those screens uses one that is not here.
 */
export const firstScreenFontStrikes = [
  '400 12px',
  '400 14px',
  '400 22px',
  '500 11px',
  '500 14px',
  '500 16px',
  '600 14px',
  '600 16px',
  '600 18px',
  '600 24px',
] as const;

/** The app's face (`--font-sans` and `--font-material` in index.css). */
export const appFontFamily = 'system-ui, sans-serif';

/**
 * Lays out a hidden word in each of the first screens' font strikes, one strike per task, while the app's code
 * and data are still on their way. A browser looks a face up once per family, size and weight; on Linux each look-up
 * is a call to the browser's process of several milliseconds, and a first screen needs about ten of them. Made
 * by the screen's own layout, they all fell in one task (a first screen's layout took 40–80 ms on a 2-core
 * machine, 14 ms with the strikes warmed); apart, each task is a few milliseconds and never blocks a tap.
 */
export function warmFontStrikes(strikes: readonly string[] = firstScreenFontStrikes): void {
  let next = 0;
  const warmNext = () => {
    const word = document.createElement('span');
    word.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${strikes[next]} ${appFontFamily}`;
    word.textContent = 'Yetkaz oʻ 0';
    document.body.append(word);
    void word.offsetWidth;
    word.remove();
    if (++next < strikes.length) setTimeout(warmNext);
  };
  if (strikes.length > 0) setTimeout(warmNext);
}
