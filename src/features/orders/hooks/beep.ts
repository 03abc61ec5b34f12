let context: AudioContext | undefined;

type ActivationNavigator = Navigator & { userActivation?: { hasBeenActive: boolean } };

/**
 * Whether the browser lets a page start a sound now: after the person has tapped it once, or in the
 * installed app (Chrome allows sound there without a tap). Elsewhere an AudioContext stays silent, and
 * making one costs a cheap phone ~300 ms of main thread.
 */
export function maySound(
  nav: ActivationNavigator = navigator,
  standalone = () => matchMedia('(display-mode: standalone)').matches,
): boolean {
  return nav.userActivation === undefined || nav.userActivation.hasBeenActive || standalone();
}

/** A short two-tone chime made on the spot: no audio file to download or cache. */
export function beep(): void {
  if (!context && !maySound()) return;
  try {
    context ??= new AudioContext();
    void context.resume();
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.18, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.25, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.17);
    }
  } catch {
    // No Web Audio (or blocked until a tap): the toast and vibration still tell.
  }
}
