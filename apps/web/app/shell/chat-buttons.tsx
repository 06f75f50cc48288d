import { Suspense, useState } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import { keptHtml, useDocumentOnly, useKeptServerHtml } from '../lib/page/kept-html.ts';

// What the buttons do, and the conversation panel, load on the first click (decision 0026).
const ChatWidget = lazyPanel('chat-widget', () => import('../chat/chat-widget.tsx'));

/** A click on one of the chat buttons: which one (its data-chat) and when. */
export interface ChatButtonPress {
  button: HTMLButtonElement;
  at: number;
}

/**
 * The chat buttons' server-written markup (chat-buttons.server.ts); a press hands over to the widget. The
 * document's hydration data leaves the markup out (the site's loader sets it aside for the server's render):
 * the browser keeps the buttons the server wrote until the language changes, whose data brings them anew.
 */
export function ChatButtons({ markup, locale }: { markup: string | null; locale: string }) {
  const [press, setPress] = useState<ChatButtonPress | null>(null);
  const written = useDocumentOnly('chat-buttons', markup);
  const kept = useKeptServerHtml(written === null, locale);
  return (
    <>
      <div
        className="chat-launchers"
        onClick={(event) => {
          const button = (event.target as Element).closest('button');
          if (button) setPress({ button, at: event.timeStamp });
        }}
        dangerouslySetInnerHTML={kept ? keptHtml : { __html: written ?? '' }}
        suppressHydrationWarning={kept}
      />
      {press ? (
        <Suspense fallback={null}>
          <ChatWidget press={press} />
        </Suspense>
      ) : null}
    </>
  );
}
