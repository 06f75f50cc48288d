import { Link } from 'react-router';
import type { GiftCardOccasion } from '@cicerone/core/gift-cards/gift-card-rules';
import { RowButton, useRowMode } from '../accounts/account-pages/row-actions.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { CoinValue } from '../lib/format/coin-value.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { useSite } from '../site/site-data.ts';

/** The send and resend buttons' form: their refusal (429, redeemed meanwhile) is shown above the list. */
export const sendForm = 'send';

export type GiftCardState = 'unpaid' | 'scheduled' | 'sent' | 'redeemed' | 'cancelled';

/** A card the reader bought, as my-gift-cards.server.ts words it. */
export interface GiftCardItem {
  id: string;
  /** GC-…XYZ: the whole code goes to the recipient alone. */
  code: string;
  occasion: GiftCardOccasion;
  state: GiftCardState;
  valueEurCents: number;
  /** The value in EUR, formatted. */
  value: string;
  recipientName: string | null;
  recipientEmail: string;
  orderReference: string;
  /** When it goes, went or was redeemed, on its clock: a catalog key and the text. */
  when: { label: string; text: string };
  /** The button it offers: send a scheduled card now, send a sent one again; none before payment or once done. */
  send: 'send' | 'resend' | null;
  /** Whether the recipient's e-mail can still change (not redeemed or cancelled). */
  editable: boolean;
}

const badge: Record<GiftCardState, string> = {
  unpaid: 'status-badge-warning',
  scheduled: 'status-badge-info',
  sent: 'status-badge-success',
  redeemed: 'status-badge-neutral',
  cancelled: 'status-badge-neutral',
};

/**
 * One card: its design (the theme's image), value in EUR and ≈ in the page's currency, recipient,
 * when it goes, its state; then "send now" or "send again", and the recipient's e-mail edited in
 * place (?edit=<id>, as the account's rows are), all working without JavaScript.
 */
export function MyGiftCard({ card, answer }: { card: GiftCardItem; answer: unknown }) {
  const { t } = useI18n();
  const { currency } = useSite();
  const { editing } = useRowMode();
  const title = t(`giftCards.occasion.${card.occasion}`);
  const about = `${title}, ${card.code}`;
  const form = `email:${card.id}`;
  const labels = { recipientEmail: t('myGiftCards.email') };
  return (
    <li className="account-card my-gift-card">
      <div className="my-gift-card-head">
        <div className="my-gift-card-art">
          {(['light', 'dark'] as const).map((theme) => (
            <img key={theme} className={`gift-card-art gift-card-art-${theme}`} src={`/gift-cards/${card.occasion}-${theme}.svg`} alt="" width={160} height={100} loading="lazy" decoding="async" />
          ))}
        </div>
        <div className="my-gift-card-summary">
          <h2 className="account-card-title">
            {title} <span className={`status-badge ${badge[card.state]}`}>{t(`myGiftCards.state.${card.state}`)}</span>
          </h2>
          <p className="my-gift-card-value">
            <strong>{card.value}</strong> {currency.code === 'EUR' ? null : <CoinValue coins={card.valueEurCents} />}
          </p>
        </div>
      </div>
      <dl className="my-gift-card-facts">
        <div>
          <dt>{t('myGiftCards.recipient')}</dt>
          <dd>
            {card.recipientName ? `${card.recipientName} · ` : null}
            {card.recipientEmail}
          </dd>
        </div>
        <div>
          <dt>{t(card.when.label)}</dt>
          <dd>{card.when.text}</dd>
        </div>
        <div>
          <dt>{t('myGiftCards.code')}</dt>
          <dd className="nowrap">{card.code}</dd>
        </div>
        <div>
          <dt>{t('myGiftCards.order')}</dt>
          <dd className="nowrap">{card.orderReference}</dd>
        </div>
      </dl>
      {editing === card.id && card.editable ? (
        <SiteForm
          name={form}
          hidden={{ intent: 'email', id: card.id }}
          problems={problemsFor(answer, form)}
          labels={labels}
          submitLabel={t('myGiftCards.save')}
          action={`?edit=${card.id}`}
          preventScrollReset
          extra={
            <Link className="button button-secondary" to="." preventScrollReset>
              {t('account.rows.cancel')}
            </Link>
          }
        >
          {card.state === 'sent' ? <p className="small muted">{t('myGiftCards.sentNote')}</p> : null}
          <TextField name="recipientEmail" label={labels.recipientEmail} type="email" defaultValue={card.recipientEmail} required autoComplete="off" maxLength={254} />
        </SiteForm>
      ) : card.send || card.editable ? (
        <div className="row-actions">
          {card.send ? <RowButton intent={card.send} id={card.id} label={t(card.send === 'send' ? 'myGiftCards.sendNow' : 'myGiftCards.resend')} context={about} primary /> : null}
          {card.editable ? (
            <Link className="button button-secondary" to={`?edit=${card.id}`} preventScrollReset>
              {t('myGiftCards.changeEmail')}
              <span className="visually-hidden"> — {about}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
