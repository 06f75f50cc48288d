import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@cicerone/core/errors';
import { uploads, type UploadKind } from '@cicerone/core/uploads';

/** A file received to this machine's temporary folder; `discard` removes it (always call it). */
export interface SpooledUpload {
  path: string;
  bytes: number;
  discard(): Promise<void>;
}

/**
 * Writes an upload to a temporary file as it streams in, refused the moment it passes the kind's
 * limit: a 25 MB photo never sits in memory, whatever sends it (the API's multipart part, a page's form).
 */
export async function spoolUpload(kind: UploadKind, source: Readable): Promise<SpooledUpload> {
  const path = join(tmpdir(), `cicerone-upload-${randomUUID()}`);
  const discard = () => rm(path, { force: true });
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > uploads[kind].maxBytes ? new AppError(uploads[kind].tooLarge) : null, chunk);
    },
  });
  try {
    await pipeline(source, counted, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { path, bytes, discard };
}
