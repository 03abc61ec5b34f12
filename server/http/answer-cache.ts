import { gzipSync } from 'node:zlib';

/** About 8 MB of JSON per instance (a page of 20 orders is about 18 kB); the least recently used goes first. */
const maxBytes = 8_000_000;

export interface KeptAnswer {
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped, made once on first use: compressing every answer again costs CPU and, at high rates, memory. */
  gzipped(): Uint8Array<ArrayBuffer>;
}

/**
 * The bodies of polled routes' 200 answers by their ETag (http/poll-cache.ts), per instance. The tag
 * names the caller, the URL and the versions of every table the answer reads, so while it is
 * current the same request gets the same body without running the query again.
 */
export function createAnswerCache() {
  const answers = new Map<string, KeptAnswer>();
  let bytes = 0;
  return {
    get(tag: string): KeptAnswer | undefined {
      const answer = answers.get(tag);
      if (answer === undefined) return undefined;
      answers.delete(tag);
      answers.set(tag, answer);
      return answer;
    },
    set(tag: string, body: Uint8Array<ArrayBuffer>) {
      if (body.byteLength > maxBytes / 10 || answers.has(tag)) return;
      let gzipped: Uint8Array<ArrayBuffer> | undefined;
      answers.set(tag, { body, gzipped: () => (gzipped ??= new Uint8Array(gzipSync(body))) });
      bytes += body.byteLength;
      for (const [oldest, old] of answers) {
        if (bytes <= maxBytes) break;
        answers.delete(oldest);
        bytes -= old.body.byteLength;
      }
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
