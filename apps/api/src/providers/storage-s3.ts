import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, isSafeKey } from './storage.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), shared by every API instance. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** A non-AWS endpoint (`https://minio.internal:9000`); path-style addressing then. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A folder in the bucket for this deployment's files (`uploads/`). */
  prefix?: string;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket. The API still receives every file itself (it checks its
 * type, size and PDF trailer and counts quotas before anything is stored) and reads it back for
 * its owner, so the bucket stays private: no presigned URL leaves the API.
 */
export function s3Storage(config: S3StorageConfig): FileStorage & { destroy(): void } {
  const client = new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
  });
  const keyOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error('unsafe storage key');
    return `${config.prefix ?? ''}${key}`;
  };
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(key), Body: data }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }),
        );
        const bytes = await object.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : null;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
    },
    destroy: () => client.destroy(),
  };
}
