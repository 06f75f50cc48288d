import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatService, ChatMessageView } from './chat-service.ts';

/**
 * A comment line this often: the connection's idle limit (connection-limits.ts, 10 s) and proxies'
 * read timeouts (nginx 60 s) would otherwise close a quiet stream.
 */
const keepAliveMs = 5_000;

/** The streams open on this process, ended when it closes so that shutdown does not wait for them. */
const openStreams = new Set<PassThrough>();
export function endOpenStreams(): void {
  for (const stream of openStreams) stream.end();
}

/** Where a stream resumes: the Last-Event-ID EventSource sends on reconnect, else the query's `after`. */
export function resumeAfter(request: FastifyRequest, after: number): number {
  const header = request.headers['last-event-id'];
  const last = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : 0;
  return Math.max(last, after);
}

/**
 * Server-sent events of a conversation's new messages (or every conversation's, for the inbox: null).
 * Listens first, then reads what came after `afterId`, then reads again at every signal: each
 * message is sent once, in order, whatever signals were lost or repeated. Each event's id is the
 * message's, so a reconnecting EventSource resumes where it stopped.
 */
export async function streamMessages(request: FastifyRequest, reply: FastifyReply, chat: ChatService, conversationId: string | null, afterId: number) {
  const stream = new PassThrough();
  let lastId = afterId;
  let reading: Promise<void> = Promise.resolve();
  let ended = false;
  const send = (message: ChatMessageView) => {
    stream.write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
    lastId = message.id;
  };
  const readNew = () => {
    reading = reading
      .then(async () => {
        if (ended) return;
        for (const message of await chat.messagesAfter(conversationId, lastId)) send(message);
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'chat stream read failed');
        stream.end();
      });
  };
  const unsubscribe = await chat.signals.listen((heard) => {
    if (heard === 'resync' || conversationId === null || heard.conversationId === conversationId) readNew();
  });
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), keepAliveMs);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    unsubscribe();
    openStreams.delete(stream);
    stream.end();
  };
  openStreams.add(stream);
  stream.on('close', end);
  request.raw.on('close', end);
  // Retry quickly after a cut (a restart, another process behind the balancer).
  stream.write('retry: 2000\n\n');
  readNew();
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
