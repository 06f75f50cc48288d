import { describe, expect, it } from 'vitest';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { locales } from '@cicerone/core/locales';
import { chatButtonsMarkup } from './chat-buttons.server.ts';

describe('the chat buttons’ markup', () => {
  it('names each of the four buttons in every language', () => {
    for (const locale of locales) {
      const t = translatorFor(locale);
      const markup = chatButtonsMarkup(t);
      expect(markup.match(/<button type="button"/g)).toHaveLength(4);
      expect(markup).toContain(`<span>${t('chat.button.open')}</span>`);
      for (const key of ['chat.button.openPhone', 'chat.button.collapse', 'chat.button.expand']) expect(markup).toContain(`aria-label="${t(key).replace(/'/g, '&#39;')}"`);
    }
  });

  it('writes a translation as text, whatever characters it holds', () => {
    const markup = chatButtonsMarkup(() => `Say "hi" <b>now</b> & 'then'`);
    expect(markup).not.toContain('<b>');
    expect(markup).toContain('aria-label="Say &#34;hi&#34; &#60;b&#62;now&#60;/b&#62; &#38; &#39;then&#39;"');
  });
});
