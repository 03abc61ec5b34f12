import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3Config } from '../../server/config';

export interface LocalS3 {
  config: S3Config;
  stop(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket. */
export async function startLocalS3(bucket = 'yetkaz-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'yetkaz-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    // s3rver's fixed development credentials.
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
