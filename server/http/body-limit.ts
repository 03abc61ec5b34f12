import { bodyLimit } from 'hono/body-limit';
import { httpError } from './errors';

export const oneMiB = 1024 * 1024;

/** A body limit that answers 413 in the contract's shape. */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw httpError(413);
    },
  });
