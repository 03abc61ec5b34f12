import type { S3Config } from '../config';
import { onceSucceeded } from '../once-succeeded';
import type { ObjectStore } from './object-store';

/** Objects in an S3-compatible bucket (AWS, MinIO, s3rver, …). */
export function s3Store(config: S3Config): ObjectStore {
  // The SDK (a fifth of a second of CPU to load) at the bucket's first use, so a server without a bucket never loads it.
  const connect = onceSucceeded(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.endpoint !== undefined,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
    const missing = (err: unknown) => err instanceof sdk.NoSuchKey || err instanceof sdk.NotFound;
    return { sdk, client, missing };
  });
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },

    async get(key) {
      const { sdk, client, missing } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },

    async has(key) {
      const { sdk, client, missing } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
  };
}
