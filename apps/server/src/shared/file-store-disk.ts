import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, type FileStore } from './file-store.ts';

/** Common types by extension; the store writes no side file, so the type is what the key's extension says. */
const typeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
};

function typeOf(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? 'application/octet-stream';
}

/** Files in a folder of this machine (one-machine installs); written to a temporary name then renamed, so a reader never sees half a file. */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...checkedKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      await copyFile(source, temporary);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return { bytes: new Uint8Array(await readFile(pathOf(key))), contentType: typeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
