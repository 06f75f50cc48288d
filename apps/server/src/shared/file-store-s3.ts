import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { checkedKey, type FileStore } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Scaleway…) or a test stub. */
  endpoint?: string | undefined;
  /** Bucket in the path rather than the host name: most S3-compatible services want it. */
  forcePathStyle: boolean;
}

/** Files in an S3 bucket (several machines share them); credentials come from the AWS SDK's usual sources (AWS_ACCESS_KEY_ID…, profiles, roles). */
export function s3FileStore(settings: S3Settings, client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: settings.forcePathStyle })): FileStore {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async putFile(key, path, contentType) {
      // A known length lets S3 take the stream in one PUT, without buffering it.
      const { size } = await stat(path);
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: createReadStream(path), ContentType: contentType, ContentLength: size }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!object.Body) return null;
        return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}
