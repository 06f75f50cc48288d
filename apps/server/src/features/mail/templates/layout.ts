// What every e-mail shares: the frame, the greeting and signature, the button and the footer.
// Plain createElement rather than JSX: Node runs the server's .ts files directly and strips types only.
import { createElement as h, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { company } from '@cicerone/core/company';
import { languageTag, textDirection, type Locale } from '@cicerone/core/locales';
import type { Translate } from '@cicerone/core/i18n/translate';

/** What a template knows besides its data. */
export interface MailContext {
  locale: Locale;
  t: Translate;
  /** The site's own catalog, for the texts a mail must write exactly as the pages do (an instant and its zone). */
  siteT: Translate;
  /**
   * A page of the site ('/bookings') as an absolute address under the reader's language and
   * currency (PUBLIC_URL/de_DE/CHF/bookings): mail is read outside the site, and the one place
   * that builds its links keeps the reader's choices. An absolute address stays as given.
   */
  siteUrl: (path: string) => string;
  /** A file the site serves at its root ('/gift-cards/birthday-light.png') as an absolute address. */
  assetUrl: (path: string) => string;
  /** A mailing-list mail's unsubscribe page (render.ts ListUnsubscribe): the footer links it. */
  unsubscribeUrl?: string;
}

/** A template's output before rendering: the subject line and the React e-mail body. */
export interface MailContent {
  subject: string;
  body: ReactElement;
}

// Colours of the site's light theme (apps/web/app/styles/app.css); mail clients ignore CSS variables.
const brand = '#0b6e66';
const text = '#14181f';
const muted = '#4d5866';
const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Hiragino Sans', 'Yu Gothic', sans-serif";

const styles = {
  body: { backgroundColor: '#f6f7f9', fontFamily: font, color: text, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: '12px', maxWidth: '560px', padding: '32px' },
  logo: { color: brand, fontSize: '26px', fontWeight: 700, letterSpacing: '0.5px', margin: 0 },
  tagline: { color: muted, fontSize: '13px', margin: '0 0 24px' },
  paragraph: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: { backgroundColor: brand, borderRadius: '8px', color: '#ffffff', fontSize: '16px', fontWeight: 600, padding: '12px 24px' },
  small: { color: muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  link: { color: brand, textDecoration: 'underline', wordBreak: 'break-all' },
  footer: { color: muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 4px' },
} satisfies Record<string, CSSProperties>;

export function Paragraph(props: { children?: ReactNode; strong?: boolean }) {
  return h(Text, { style: props.strong ? { ...styles.paragraph, fontWeight: 700 } : styles.paragraph }, props.children);
}

/** Words someone typed (an admin's reason, the support team's reply), quoted as they wrote them, line breaks kept. */
export function QuotedText(props: { children: string }) {
  return h('blockquote', { style: { borderLeft: `4px solid ${brand}`, margin: '0 0 16px', padding: '4px 0 4px 12px', whiteSpace: 'pre-wrap' } }, props.children);
}

export function SmallPrint(props: { children?: ReactNode }) {
  return h(Text, { style: styles.small }, props.children);
}

/**
 * The mail's one call to action, with the address spelled out below for clients that drop buttons.
 * Links open in the same tab: mail clients choose for themselves, and the dev mailbox stays one tab.
 */
export function ActionButton(props: { href: string; label: string; context: MailContext }) {
  return h(
    Section,
    { style: { margin: '8px 0 24px' } },
    h(Button, { href: props.href, target: '_self', style: styles.button }, props.label),
    // The text part already prints the address after the label, so the fallback is for HTML only.
    h(
      'div',
      { 'data-skip-in-text': 'true' },
      h(Text, { style: { ...styles.small, marginTop: '16px' } }, props.context.t('mail.layout.linkFallback')),
      h(Text, { style: styles.small }, h(Link, { href: props.href, target: '_self', style: styles.link }, props.href)),
    ),
  );
}

/** The frame: logo, greeting, the template's content, signature and the company footer. */
export function MailLayout(props: { context: MailContext; preview: string; name: string | undefined; reason?: string; children?: ReactNode }) {
  const { t, locale } = props.context;
  const country = new Intl.DisplayNames(languageTag(locale), { type: 'region' }).of(company.countryIso2) ?? company.countryIso2;
  const address = `${company.street}, ${company.postalCode} ${company.city}, ${country}`;
  return h(
    Html,
    { lang: languageTag(locale), dir: textDirection(locale) },
    h(Head),
    h(Preview, null, props.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.logo }, 'Cicerone'),
        h(Text, { style: styles.tagline }, t('mail.layout.tagline')),
        // A gift card's recipient may be known by address only: greeted without a name then.
        h(Paragraph, null, props.name ? t('mail.layout.greeting', { name: props.name }) : t('mail.layout.greetingNoName')),
        props.children,
        h(Paragraph, null, t('mail.layout.signature')),
        h(Hr, { style: { borderColor: '#dde2e8', margin: '24px 0 16px' } }),
        // Why this mail came: an account's, unless the template says otherwise (a message written to us, a newsletter).
        h(Text, { style: styles.footer }, props.reason ?? t('mail.layout.reason')),
        h(Text, { style: styles.footer }, t('mail.layout.contact', { email: company.email, phone: company.phone })),
        h(Text, { style: styles.footer }, `${company.name} · ${address} · ${company.registration}`),
        // Every mailing-list mail says how to leave the list, at the same place (with the List-Unsubscribe header, mailer.ts).
        props.context.unsubscribeUrl
          ? h(Text, { style: styles.footer }, h(Link, { href: props.context.unsubscribeUrl, target: '_self', style: styles.link }, t('mail.layout.unsubscribe')))
          : null,
      ),
    ),
  );
}
