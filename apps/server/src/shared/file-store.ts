import { join } from 'node:path';
import type { Config } from '../config.ts';
import { diskFileStore } from './file-store-disk.ts';
import type { S3Settings } from './file-store-s3.ts';
import { onFirstUse } from './on-first-use.ts';

/** A stored file as read back: the whole bytes (private files are small: proofs ≤ 5 MB) and their type. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Private files (proofs of payment, later invoices): never served as they are, only through a
 * route that checks who asks. Keys are relative paths with '/' ('proofs/<order>/<uuid>.pdf').
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores a file already on this machine's disk, streamed: a 10 MB upload never sits in memory. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing key is not an error (a retried clean-up). */
  delete(key: string): Promise<void>;
}

/** Keys come from our code, but a bad one must never reach outside the store's folder or bucket prefix. */
export function checkedKey(key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid file-store key: ${key}`);
  }
  return key;
}

/** The folder of private files on the embedded default (backups copy it too). */
export const privateFilesDir = (dataDir: string) => join(dataDir, 'private');

/** S3 when a bucket is configured, else a folder under DATA_DIR that the /files/ route does not serve. */
export function fileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? lazyS3FileStore(config.s3) : diskFileStore(privateFilesDir(config.dataDir));
}

/** The bucket's store, the AWS SDK loaded with the first file read or written rather than at start. */
function lazyS3FileStore(settings: S3Settings): FileStore {
  const store = onFirstUse(async () => (await import('./file-store-s3.ts')).s3FileStore(settings));
  return {
    kind: 's3',
    put: async (...args) => (await store()).put(...args),
    putFile: async (...args) => (await store()).putFile(...args),
    get: async (...args) => (await store()).get(...args),
    delete: async (...args) => (await store()).delete(...args),
  };
}
