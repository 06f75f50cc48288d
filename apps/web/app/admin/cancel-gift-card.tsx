import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import type { GiftCardRow } from './gift-cards-table.tsx';

/**
 * The second step of cancelling a gift card: it cannot be undone (the code never redeems, the
 * order stops awaiting its payment), so the admin first reads which card, whose and how much, then
 * cancels with a second button — a page state (?cancel=ID) and a POST, so it works without
 * JavaScript, as confirming a transfer does (confirm-transfer.tsx).
 */
export function CancelGiftCard({ card, back }: { card: Pick<GiftCardRow, 'id' | 'code' | 'value' | 'buyer' | 'orderReference'>; back: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [card.id]);
  return (
    <section className="admin-confirm" aria-labelledby="cancel-gift-card-title">
      <h2 id="cancel-gift-card-title" ref={heading} tabIndex={-1}>
        {t('admin.giftCards.cancelTitle', { code: card.code })}
      </h2>
      <p>{t('admin.giftCards.cancelQuestion', { value: card.value, buyer: `${card.buyer.name} (${card.buyer.email})`, reference: card.orderReference })}</p>
      <p className="admin-confirm-warning">{t('admin.giftCards.cancelWarning')}</p>
      <Form method="post" className="row-actions">
        <input type="hidden" name="id" value={card.id} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" name="confirmed" value="yes" className="button button-primary" disabled={busy}>
          {busy ? t('admin.giftCards.cancelling') : t('admin.giftCards.cancelYes')}
        </button>
        <Link className="button button-secondary" to={back} preventScrollReset>
          {t('admin.giftCards.keep')}
        </Link>
      </Form>
    </section>
  );
}
