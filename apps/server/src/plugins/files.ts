import { mkdirSync } from 'node:fs';
import { posix } from 'node:path';
import fp from 'fastify-plugin';
import staticFiles from '@fastify/static';

/**
 * Photos guide applicants uploaded before they were kept private went to `pictures/`: a person's
 * face, shown to no traveller, never served again (decision 0045).
 */
const privateFolders = new Set(['pictures']);

/** Whether a path under /files/ is outside the private folders, however it is spelled (`//`, `..`, capitals). */
export function isPublicFile(pathName: string): boolean {
  let decoded = pathName;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return false;
  }
  const [first = ''] = posix.normalize(`/${decoded}`).split('/').filter(Boolean);
  return !privateFolders.has(first.toLowerCase());
}

/**
 * Serves the file store (config.filesDir) at /files/: the generated gallery illustrations. Names never change once written, so browsers and proxies
 * may keep them a day. A file is only ever an image to show: the strict CSP and nosniff stop
 * an uploaded SVG from running script when opened directly.
 */
export const filesPlugin = fp<{ root: string }>(
  async (app, options) => {
    // The store may still be empty on a fresh install; serving must not depend on the seed having run.
    mkdirSync(options.root, { recursive: true });
    await app.register(staticFiles, {
      root: options.root,
      prefix: '/files/',
      // The built-assets plugin owns reply.sendFile; a second registration must not decorate again.
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      allowedPath: isPublicFile,
      cacheControl: false,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=86400');
        res.header('x-content-type-options', 'nosniff');
        res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });
  },
  { name: 'files' },
);
