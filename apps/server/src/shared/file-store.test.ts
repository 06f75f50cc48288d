import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { fileStore, type FileStore } from './file-store.ts';
import { diskFileStore } from './file-store-disk.ts';
import { s3FileStore } from './file-store-s3.ts';

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

/** The same behaviour whatever the adapter: what a caller of the store relies on. */
function behavesLikeAStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it('gives back what was put, with its type, and nothing once deleted', async () => {
      const store = open();
      await store.put('proofs/order-1/a.pdf', pdf, 'application/pdf');
      const read = await store.get('proofs/order-1/a.pdf');
      expect(read?.contentType).toBe('application/pdf');
      expect(Buffer.from(read?.bytes ?? []).equals(Buffer.from(pdf))).toBe(true);
      await store.delete('proofs/order-1/a.pdf');
      expect(await store.get('proofs/order-1/a.pdf')).toBeNull();
    });

    it('stores a file from disk (an audio answer streamed there first) as it is, with its type', async () => {
      const store = open();
      const source = join(root, `answer-${name.replace(/\W/g, '')}.ogg`);
      const bytes = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200_000, 7)]);
      await writeFile(source, bytes);
      await store.putFile('recruitment/guide-1/audio_city-1.ogg', source, 'audio/ogg');
      const read = await store.get('recruitment/guide-1/audio_city-1.ogg');
      expect(read?.contentType).toBe('audio/ogg');
      expect(Buffer.from(read?.bytes ?? []).equals(bytes)).toBe(true);
      await expect(store.putFile('../escape.ogg', source, 'audio/ogg')).rejects.toThrow(/invalid file-store key/);
    });

    it('answers null for a missing key, and deleting it again is no error', async () => {
      const store = open();
      expect(await store.get('proofs/none/missing.png')).toBeNull();
      await expect(store.delete('proofs/none/missing.png')).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the store', async () => {
      const store = open();
      await expect(store.put('../secret', pdf, 'application/pdf')).rejects.toThrow(/invalid file-store key/);
      await expect(store.get('proofs/../../etc/passwd')).rejects.toThrow(/invalid file-store key/);
      await expect(store.put('/absolute.pdf', pdf, 'application/pdf')).rejects.toThrow(/invalid file-store key/);
    });
  });
}

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cicerone-store-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

behavesLikeAStore('disk store', () => diskFileStore(join(root, 'private')));

describe('disk store layout', () => {
  it('keeps private files under DATA_DIR/private, away from the public FILES_DIR, with no temporary file left', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SECRET: 'x'.repeat(40) }, { dataDir: root });
    const store = fileStore(config);
    expect(store.kind).toBe('disk');
    await store.put('proofs/o/b.pdf', pdf, 'application/pdf');
    expect(existsSync(join(root, 'private', 'proofs', 'o', 'b.pdf'))).toBe(true);
    expect(join(root, 'private').startsWith(config.filesDir)).toBe(false);
    expect(await readdir(join(root, 'private', 'proofs', 'o'))).toEqual(['b.pdf']);
  });

  it('chooses S3 when a bucket is configured', () => {
    const config = loadConfig({ NODE_ENV: 'test', SECRET: 'x'.repeat(40), S3_BUCKET: 'proofs-bucket', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true' }, { dataDir: root });
    expect(config.s3).toEqual({ bucket: 'proofs-bucket', region: 'eu-west-3', endpoint: 'http://127.0.0.1:9', forcePathStyle: true });
    expect(fileStore(config).kind).toBe('s3');
  });
});

/**
 * A streamed body as the SDK sends it (content-encoding aws-chunked: '<hex size>[;…]\r\n<bytes>\r\n'
 * chunks, a zero chunk, then the checksum trailer), decoded as S3 decodes it.
 */
function awsChunkedBody(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '0', 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A local stand-in for S3 (path style: /<bucket>/<key>) with PUT, GET and DELETE of objects. */
function s3Stub() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string; signed: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://stub').pathname);
      requests.push({ method: request.method ?? '', path, signed: (request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ') });
      if (request.method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const body = String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ? awsChunkedBody(raw) : raw;
        objects.set(path, { body, contentType: String(request.headers['content-type'] ?? '') });
        response.writeHead(200, { etag: '"stub"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          return;
        }
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, objects, requests };
}

const stub = s3Stub();
let endpoint = '';

beforeAll(async () => {
  await new Promise<void>((done) => stub.server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => stub.server.close(done));
});

const s3Settings = () => ({ bucket: 'cicerone-private', region: 'eu-west-3', endpoint, forcePathStyle: true });
const s3Client = () => new S3Client({ region: 'eu-west-3', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test' } });

behavesLikeAStore('S3 store (local stub)', () => s3FileStore(s3Settings(), s3Client()));

describe('S3 store on the wire', () => {
  it('puts the object at /<bucket>/<key> with its type, signed', async () => {
    const store = s3FileStore(s3Settings(), s3Client());
    await store.put('proofs/o/c.pdf', pdf, 'application/pdf');
    expect(stub.objects.get('/cicerone-private/proofs/o/c.pdf')?.contentType).toBe('application/pdf');
    expect(stub.requests.filter((request) => request.path === '/cicerone-private/proofs/o/c.pdf').every((request) => request.signed)).toBe(true);
  });
});
