// A panel that opens on a click (a menu, the language picker, the chat) loads its code then, and its
// messages with it: the page carries neither (docs/decisions/0035-messages-per-route.md). The build finds
// the panel by this call (message-keys.server.ts) and writes its messages per language beside the pages'.
import { lazy, use, type ComponentType } from 'react';
import { useI18n } from './i18n.tsx';
import { panelMessages } from './route-messages.ts';

/** React's lazy() for a panel named `id`: it renders once its code and its messages in the page's language are in (under the caller's Suspense). */
export function lazyPanel<Props extends object>(id: string, load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Panel = lazy(load);
  return function PanelWithMessages(props: Props) {
    // The language is read so that a panel left open across a change of language fetches the new one's.
    useI18n();
    const loading = panelMessages(id);
    if (loading !== true) use(loading);
    return <Panel {...props} />;
  };
}
