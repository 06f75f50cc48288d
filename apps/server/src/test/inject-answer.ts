import type { InjectOptions } from 'fastify';
import type { App } from '../app.ts';

/** An answer read whole, or only its head when it is an event stream (which never ends by itself). */
export interface InjectedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json<T>(): T;
}

/**
 * app.inject for tests that call every route (the role matrix, the fuzz): an event stream's answer
 * is taken as soon as its status and headers are sent and the stream is closed, where a plain
 * inject would wait for a body that never ends.
 */
export async function injectAnswer(app: App, options: InjectOptions): Promise<InjectedAnswer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const eventStream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
  let body = '';
  if (eventStream) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, headers: response.headers, body, json: <T>() => JSON.parse(body || 'null') as T };
}
