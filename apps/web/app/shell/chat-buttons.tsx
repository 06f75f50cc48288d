import { Suspense, useState } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';

// What the buttons do, and the conversation panel, load on the first click (decision 0026).
const ChatWidget = lazyPanel('chat-widget', () => import('../chat/chat-widget.tsx'));

/** A click on one of the chat buttons: which one (its data-chat) and when. */
export interface ChatButtonPress {
  button: HTMLButtonElement;
  at: number;
}

/** The chat buttons' server-written markup (chat-buttons.server.ts); a press hands over to the widget. */
export function ChatButtons({ markup }: { markup: string }) {
  const [press, setPress] = useState<ChatButtonPress | null>(null);
  return (
    <>
      <div
        className="chat-launchers"
        onClick={(event) => {
          const button = (event.target as Element).closest('button');
          if (button) setPress({ button, at: event.timeStamp });
        }}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
      {press ? (
        <Suspense fallback={null}>
          <ChatWidget press={press} />
        </Suspense>
      ) : null}
    </>
  );
}
