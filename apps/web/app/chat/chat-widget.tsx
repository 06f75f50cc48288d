import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import type { ChatButtonPress } from '../shell/chat-buttons.tsx';

const SupportChatPanel = lazyPanel('support-chat', () => import('./support-chat-panel.tsx'));

/**
 * What the chat buttons do, loaded on the first press: open the panel (the buttons hidden while it
 * is open, the focus back on the pressed one when it closes), tuck the phone's button away into a
 * tab at the screen's edge and bring it back. The buttons are server-written HTML outside React's
 * rendering (shell/chat-buttons.tsx), so their state is their container's class and hidden flag.
 */
export default function ChatWidget({ press }: { press: ChatButtonPress }) {
  const [closedAt, setClosedAt] = useState(Number.NEGATIVE_INFINITY);
  const [kept, setKept] = useState(false);
  const action = press.button.dataset['chat'];
  const open = action === 'open' && press.at > closedAt;

  useEffect(() => {
    const launchers = press.button.closest<HTMLElement>('.chat-launchers');
    if (!launchers) return;
    launchers.hidden = open;
    if (action === 'tuck' || action === 'untuck') {
      launchers.classList.toggle('is-tucked', action === 'tuck');
      launchers.querySelector<HTMLElement>(action === 'tuck' ? '[data-chat="untuck"]' : '.chat-fab-round')?.focus();
    }
  }, [press, action, open]);

  const close = useCallback(() => {
    setKept(true);
    setClosedAt(performance.now());
    const launchers = press.button.closest<HTMLElement>('.chat-launchers');
    if (launchers) launchers.hidden = false;
    press.button.focus();
  }, [press]);

  return open || kept ? (
    <Suspense fallback={null}>
      <SupportChatPanel open={open} onClose={close} />
    </Suspense>
  ) : null;
}
