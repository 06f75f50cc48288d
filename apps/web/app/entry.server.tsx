import { PassThrough, pipeline } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { appContext } from './context.ts';
import { documentOnlyData } from './lib/page/server-island.server.ts';
import { DocumentRenderContext } from './lib/page/kept-html.ts';
import { messagesFor } from '@cicerone/core/i18n/catalogs';
import { StylesheetTextContext } from './styles/page-styles.tsx';
import { scriptsAfterPaint } from './styles/scripts-after-paint.server.ts';
import { builtStylesheetText } from './styles/stylesheet-text.server.ts';

// The server reads the context key from the build, so loaders and Fastify share one instance.
export { appContext } from './context.ts';

export const streamTimeout = 5_000;

/**
 * Logs what went wrong on our side. A refusal of the request itself (a post to a page without a
 * form, 405; a body that is not a form, 400) is the sender's mistake and already answered as such:
 * logged, a robot's probing would bury the real failures.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    console.error((error as { error?: unknown }).error ?? error);
    return;
  }
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every page is sent whole once it is rendered: the loaders have already read all the data, and the
    // sections a page loads lazily (home's tour cards and reviews) must be in the HTML for people and
    // search engines alike, with or without JavaScript, not streamed in after the shell.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The Content-Security-Policy runs only inline scripts carrying this response's nonce: React's own, and
    // through <ServerRouter nonce> React Router's <Scripts>, <ScrollRestoration> and module preloads.
    const { nonce } = loadContext.get(appContext);

    // The page's stylesheets are written into it (styles/page-styles.tsx), read from the build; what the
    // loaders set aside for this document's render alone reaches its islands (lib/page/server-island.tsx).
    const page = (
      <StylesheetTextContext value={builtStylesheetText}>
        <DocumentRenderContext value={{ setAside: documentOnlyData(loadContext), messagesFor }}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentRenderContext>
      </StylesheetTextContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // Never outline a large Suspense boundary into a hidden block that a script moves into place: the
      // page is sent whole, and must read right without JavaScript and without a layout shift.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        // pipeline(): a visitor who leaves ends both streams; its error is the response's, already reported.
        const html = pipeline(body, scriptsAfterPaint(), () => undefined);
        // A visitor who leaves before the page is sent closes it early: pipeline's callback has that error,
        // and without a listener the stream would throw it and stop the process.
        html.on('error', () => undefined);
        resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
