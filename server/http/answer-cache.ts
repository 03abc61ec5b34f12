/** About 8 MB of JSON text per instance (a page of 20 orders is about 18 kB); the least recently used goes first. */
const maxChars = 8_000_000;

/**
 * The bodies of polled routes' 200 answers by their ETag (http/poll-cache.ts), per instance. The tag
 * names the caller, the URL and the versions of every table the answer reads, so while it is
 * current the same request gets the same body without running the query again.
 */
export function createAnswerCache() {
  const bodies = new Map<string, string>();
  let chars = 0;
  return {
    get(tag: string): string | undefined {
      const body = bodies.get(tag);
      if (body === undefined) return undefined;
      bodies.delete(tag);
      bodies.set(tag, body);
      return body;
    },
    set(tag: string, body: string) {
      if (body.length > maxChars / 10 || bodies.has(tag)) return;
      bodies.set(tag, body);
      chars += body.length;
      for (const [oldest, old] of bodies) {
        if (chars <= maxChars) break;
        bodies.delete(oldest);
        chars -= old.length;
      }
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
