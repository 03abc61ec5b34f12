import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { ObjectStore } from './object-store';

const missing = (err: unknown) => err instanceof NoSuchKey || err instanceof NotFound;

/** Objects in an S3-compatible bucket (AWS, MinIO, s3rver, …). */
export function s3Store(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
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
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
  };
}
