import { bodyLimit } from 'hono/body-limit';
import { httpError } from './errors';

export const oneMiB = 1024 * 1024;

/**
 * A body limit that answers 413 in the contract's shape. The rest of the body is never read, so
 * the connection cannot carry another request: `Connection: close` tells the client to open a new one.
 */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw httpError(413, undefined, { headers: { Connection: 'close' } });
    },
  });
