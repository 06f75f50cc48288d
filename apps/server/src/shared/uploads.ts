import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '@cicerone/core/errors';
import { declaredTooLarge, tooLargeValues, uploads, type UploadKind } from '@cicerone/core/uploads';

/**
 * The server's half of the one upload rule (packages/core/src/uploads.ts): a body announced too
 * large is refused before a byte of it is read, and a file sent without an announced size is
 * refused the moment it passes the limit. The unread-body plugin then closes the connection, so
 * the browser sees the 413 at once instead of after its upload.
 */

/** @fastify/multipart's limits for a form of one file and nothing else: one byte over the limit is enough to know. */
export function oneFileLimits(kind: UploadKind) {
  return { limits: { fileSize: uploads[kind].maxBytes + 1, files: 1, fields: 0, parts: 1 } };
}

/** A route's onRequest hook: refuses a body whose content-length cannot hold an acceptable file. */
export function refuseDeclaredOversize(kind: UploadKind): onRequestAsyncHookHandler {
  return async (request) => {
    const declared = Number(request.headers['content-length']);
    if (declaredTooLarge(kind, declared)) throw new AppError(uploads[kind].tooLarge, tooLargeValues(kind));
  };
}

/** The file's bytes as they stream in, refused as soon as there are more than the kind allows. */
export async function readUpload(kind: UploadKind, file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    // Leaving the loop destroys the file stream; the parser stops reading the request.
    if (size > uploads[kind].maxBytes) throw new AppError(uploads[kind].tooLarge, tooLargeValues(kind));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** @fastify/multipart's errors for a body of more parts than the form has. */
const tooManyParts = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * What reading a multipart body throws, in product words: any size limit is the kind's (requirements §errors);
 * anything else is the body itself — no boundary, cut short, malformed — so a 400. Nothing is
 * stored yet at this point: a failure of the file store is the service's 502.
 */
export function uploadError(kind: UploadKind, error: unknown): AppError {
  if (error instanceof AppError) return error;
  // @fastify/multipart's count limits (parts, fields, files) answer 413 like the size limit: a body
  // of a thousand fields is not a file too large, and saying so would send its sender looking for one.
  if (tooManyParts.has(String((error as { code?: unknown }).code))) return new AppError('upload_too_many_parts', undefined, { cause: error });
  if ((error as { statusCode?: number }).statusCode === 413) return new AppError(uploads[kind].tooLarge, tooLargeValues(kind));
  return new AppError('bad_request', undefined, { cause: error });
}

/** The one file of a form whose only field is `file`, read up to the kind's limit. */
export async function readFileField(request: FastifyRequest, kind: UploadKind): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError('validation_failed', { field: 'file' });
    return await readUpload(kind, part.file);
  } catch (error) {
    throw uploadError(kind, error);
  }
}
