/** A screen's code could not be downloaded (as opposed to a screen that crashed). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Screen chunk failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}
