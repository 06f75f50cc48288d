import { AsyncResource } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { Executor } from '@cicerone/db/client';
import type { PostgresListener } from '@cicerone/db/listener';
import { notifyChannel } from './chat-queries.ts';

/** 'A message was written in this conversation': a hint; the message itself is read from the table. */
export interface ChatSignal {
  conversationId: string;
  messageId: number;
}

/** What a subscriber hears: a signal, or 'resync' when signals may have been lost (read everything after your last id). */
export type ChatHeard = ChatSignal | 'resync';

/**
 * How a written message reaches the streams open on every process (decision 0026). Signals are only
 * hints: each stream reads the messages after the last one it sent, so a lost, late or repeated
 * signal never loses, reorders or doubles a message.
 */
export interface ChatSignals {
  /** Inside the transaction that wrote the message: heard once it commits. */
  announce(tx: Executor, signal: ChatSignal): Promise<void>;
  /** Resolves once listening: a message committed after that is heard. Returns the unsubscribe. */
  listen(listener: (heard: ChatHeard) => void): Promise<() => void>;
  close(): Promise<void>;
}

const channel = 'cicerone_chat';

/** Fans one source out to this process's streams. */
function fanOut() {
  const emitter = new EventEmitter();
  // One listener per open stream: thousands are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    emit: (heard: ChatHeard) => emitter.emit('heard', heard),
    add(listener: (heard: ChatHeard) => void): () => void {
      // Each stream hears in its own async context, not the writer's: the writer may be inside its
      // transaction, where the stream's read on db would be refused (transaction-guard.ts).
      const inItsOwnContext = AsyncResource.bind(listener);
      emitter.on('heard', inItsOwnContext);
      return () => emitter.off('heard', inItsOwnContext);
    },
  };
}

/**
 * The embedded database is one process: an in-process event is enough. It is emitted while the
 * writing transaction is still open, but PGlite runs one transaction at a time and every other
 * query waits for it to end, so the stream's read (in the stream's own async context, see fanOut)
 * sees the committed message (or, after a rollback, nothing new: the hint was harmless).
 */
export function inProcessChatSignals(): ChatSignals {
  const streams = fanOut();
  return {
    async announce(_tx, signal) {
      streams.emit(signal);
    },
    async listen(listener) {
      return streams.add(listener);
    },
    async close() {},
  };
}

/**
 * On PostgreSQL, any process may hold the other side's stream: NOTIFY inside the writing
 * transaction (PostgreSQL delivers it at commit, and never for a rollback) and one LISTEN
 * connection per process. The payload is the ids only, far under NOTIFY's 8,000-byte limit.
 */
export function postgresChatSignals(listener: PostgresListener): ChatSignals {
  const streams = fanOut();
  let listening: Promise<void> | null = null;
  function heard(payload: string) {
    try {
      const parsed = JSON.parse(payload) as ChatSignal;
      if (typeof parsed.conversationId === 'string' && typeof parsed.messageId === 'number') streams.emit(parsed);
    } catch {
      streams.emit('resync');
    }
  }
  return {
    async announce(tx, signal) {
      await notifyChannel(tx, channel, JSON.stringify(signal));
    },
    async listen(subscriber) {
      const remove = streams.add(subscriber);
      listening ??= listener.listen(channel, heard, () => streams.emit('resync')).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      try {
        await listening;
      } catch (error) {
        remove();
        throw error;
      }
      return remove;
    },
    close: () => listener.close(),
  };
}
