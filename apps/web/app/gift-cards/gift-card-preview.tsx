import type { GiftCardOccasion } from '@cicerone/core/gift-cards/gift-card-rules';
import { formatMoney, type CurrencyUnit } from '@cicerone/core/money';
import { useI18n } from '../i18n/i18n.tsx';
import './gift-card-preview.css';

export interface GiftCardPreviewProps {
  occasion: GiftCardOccasion;
  /** The card's value in EUR cents (the coin unit), and what it is shown as: the page's currency. */
  valueEurCents: number;
  /** The value in `currency`'s minor units, converted by the caller with the page's rate. */
  amountMinor: number;
  currency: CurrencyUnit;
  recipientName?: string;
  senderName?: string;
  message?: string;
}

/**
 * The card as the recipient will see it, for the purchase page's live preview. The design is a
 * static image (apps/web/public/gift-cards, drawn by packages/core/src/gift-cards/gift-card-designs.ts),
 * so this component adds no drawing code to the page's JavaScript. Both themes' images are in the
 * page; CSS shows the one the site's theme uses, and `loading="lazy"` keeps the hidden one from
 * being fetched. Every text is a React text node: what the buyer types is shown, never run.
 */
export function GiftCardPreview(props: GiftCardPreviewProps) {
  const { t, tag } = useI18n();
  const title = t(`giftCards.occasion.${props.occasion}`);
  return (
    <figure className="gift-card-preview" aria-label={t('giftCards.preview.label')}>
      <div className="gift-card-face">
        {(['light', 'dark'] as const).map((theme) => (
          <img key={theme} className={`gift-card-art gift-card-art-${theme}`} src={`/gift-cards/${props.occasion}-${theme}.svg`} alt="" width={640} height={400} loading="lazy" decoding="async" />
        ))}
        <div className="gift-card-headline">
          <p className="gift-card-brand">Cicerone</p>
          <p className="gift-card-amount">{formatMoney(props.amountMinor, props.currency, tag)}</p>
          <p className="gift-card-coins">{t('shell.user.coins', { coins: props.valueEurCents / 100 })}</p>
        </div>
      </div>
      <figcaption className="gift-card-details">
        <p className="gift-card-title">{title}</p>
        {props.recipientName ? <p>{t('giftCards.preview.to', { name: props.recipientName })}</p> : null}
        {props.message ? <p className="gift-card-message">{props.message}</p> : null}
        {props.senderName ? <p className="gift-card-sender">{t('giftCards.preview.from', { name: props.senderName })}</p> : null}
      </figcaption>
    </figure>
  );
}
