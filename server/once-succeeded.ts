/**
 * `load`, called once and its answer kept; a failure (the database away, a file not yet there) is not
 * kept, so the next call tries again instead of every later one failing until a restart.
 */
export function onceSucceeded<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (!kept) {
      const loading = load();
      kept = loading;
      loading.catch(() => kept === loading && (kept = undefined));
    }
    return kept;
  };
}
