import { useEffect, useRef } from 'react';
import type { ChatAuthor } from '@cicerone/core/chat/support-chat';
import { useI18n } from '../i18n/i18n.tsx';
import type { ChatMessage } from './chat-connection.ts';

/**
 * A conversation's messages, oldest first, each named by its author for screen readers; a log live
 * region, so a message arriving (the other side's) is announced. Bodies are text nodes: whatever a
 * message holds, it is shown as typed, never as markup. Scrolled to the newest.
 */
export function ChatLog({ messages, label, authorName, mine = 'owner' }: { messages: readonly ChatMessage[]; label: string; authorName: (author: ChatAuthor) => string; mine?: ChatAuthor }) {
  const { tag } = useI18n();
  const end = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' });
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  return (
    <div className="chat-log" role="log" aria-live="polite" aria-label={label} tabIndex={0}>
      <ol className="chat-log-list">
      {messages.map((message) => (
        <li key={message.id} className={message.author === mine ? 'chat-message chat-message-mine' : 'chat-message chat-message-theirs'}>
          <span className="chat-message-author">{authorName(message.author)}</span>
          <p className="chat-message-body">{message.body}</p>
          <time className="chat-message-time" dateTime={message.sentAt}>
            {time.format(new Date(message.sentAt))}
          </time>
        </li>
      ))}
      </ol>
      <div ref={end} className="chat-log-end" />
    </div>
  );
}
