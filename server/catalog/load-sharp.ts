import { onceSucceeded } from '../once-succeeded';

/**
 * sharp (libvips) is loaded at the first image rather than at start: most server starts (tests, a courier's
 * day) read no upload, and its import is a fifth of a second of CPU.
 */
export const loadSharp = onceSucceeded(async () => {
  const { default: sharp } = await import('sharp');
  // One libvips thread per image and no operation cache: a thumbnail is made once and then stored.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
});
