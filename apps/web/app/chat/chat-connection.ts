import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatAuthor } from '@cicerone/core/chat/support-chat';

/** A message as the chat's API sends it (contracts/chat.ts ChatMessage). */
export interface ChatMessage {
  id: number;
  conversationId: string;
  author: ChatAuthor;
  body: string;
  sentAt: string;
}

/** Messages by id, in order, each once: the answer to a post and the stream may both bring the same one. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * Follows a stream of chat messages (server-sent events) from `url`, resuming after the last one
 * received. EventSource reconnects by itself after a cut (Last-Event-ID); when the server refuses
 * it (an expired session: the stream closes), `recover` refreshes what it must and it opens again.
 */
export function useMessageStream(url: string | null, lastId: number, onMessage: (message: ChatMessage) => void, recover: () => Promise<void>) {
  const [connected, setConnected] = useState(true);
  const latest = useRef({ lastId, onMessage, recover });
  useEffect(() => {
    latest.current = { lastId, onMessage, recover };
  });
  const open = useCallback(() => {
    if (!url) return () => undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      source = new EventSource(`${url}${url.includes('?') ? '&' : '?'}after=${latest.current.lastId}`);
      source.addEventListener('message', (event) => latest.current.onMessage(JSON.parse((event as MessageEvent<string>).data) as ChatMessage));
      source.onopen = () => setConnected(true);
      source.onerror = () => {
        setConnected(false);
        if (source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(() => {
          void latest.current.recover().finally(() => {
            if (!stopped) connect();
          });
        }, 3000);
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
    };
  }, [url]);
  useEffect(open, [open]);
  return connected;
}
