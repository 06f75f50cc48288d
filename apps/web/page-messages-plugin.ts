// The build step of "each page carries only its messages" (docs/decisions/0035-messages-per-route.md):
// the server imports the manifest (page pattern → keys) as `virtual:page-messages`, and the browser's
// build gets one file of messages per language and page, fetched by a navigation to that page.
import type { Plugin } from 'vite';
import routes from './app/routes.ts';
import { messageManifest, messageFiles, type MessageManifest } from './app/i18n/route-messages.server.ts';

const id = 'virtual:page-messages';

export function pageMessages(appDirectory: string): Plugin {
  // Worked out once per build (or test server) from the sources.
  let manifest: MessageManifest | undefined;
  const current = () => (manifest ??= messageManifest(appDirectory, routes));
  return {
    name: 'page-messages',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const { version, pages } = current();
      return `export default ${JSON.stringify({ version, pages })};`;
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of messageFiles(current())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
