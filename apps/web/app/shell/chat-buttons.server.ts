// Server-only: the chat buttons' markup, written once per page by the site's loader.
import type { Translate } from '@cicerone/core/i18n/translate';

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The speech bubble (the shell's icon style: 24 px grid, stroked). */
const bubble = (size: number) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M21 11.5a8.5 8.5 0 0 1-12.3 7.6L3 21l1.9-5.4A8.5 8.5 0 1 1 21 11.5Z"/></svg>`;
const cross = '<svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18"/></svg>';

/**
 * Requirements §screens.chat's two floating chat buttons as plain HTML: the labelled one above 768 px, the round one on
 * phones with its 'tuck away' button and the tab it leaves at the screen's edge (styles/shell.css
 * shows each where it belongs). HTML rather than components so that every page's JavaScript stays
 * as it was (decision 0026): what they do is loaded on the first click (chat/chat-widget.tsx).
 */
export function chatButtonsMarkup(t: Translate): string {
  let markup = written.get(t);
  if (markup === undefined) {
    markup = markupIn(t);
    written.set(t, markup);
  }
  return markup;
}

// The same for every page in a language: written once per translator (one per language, catalogs.ts).
const written = new WeakMap<Translate, string>();

function markupIn(t: Translate): string {
  return [
    `<button type="button" class="chat-fab chat-fab-wide" data-chat="open" aria-haspopup="dialog">${bubble(20)}<span>${escaped(t('chat.button.open'))}</span></button>`,
    `<button type="button" class="chat-fab chat-fab-round" data-chat="open" aria-haspopup="dialog" aria-label="${escaped(t('chat.button.openPhone'))}">${bubble(24)}</button>`,
    `<button type="button" class="chat-fab-tuck" data-chat="tuck" aria-label="${escaped(t('chat.button.collapse'))}">${cross}</button>`,
    `<button type="button" class="chat-fab-tab" data-chat="untuck" aria-label="${escaped(t('chat.button.expand'))}">${bubble(18)}</button>`,
  ].join('');
}
