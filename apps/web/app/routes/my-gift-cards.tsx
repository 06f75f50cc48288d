import { Link } from 'react-router';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { MyGiftCard, sendForm } from '../gift-cards/my-gift-card-item.tsx';
import { myGiftCardsAction, myGiftCardsLoader } from '../gift-cards/my-gift-cards.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/my-gift-cards';
import '../gift-cards/gift-card-preview.css';
import '../gift-cards/my-gift-cards.css';

export function loader(args: Route.LoaderArgs) {
  return myGiftCardsLoader(args);
}

export function action(args: Route.ActionArgs) {
  return myGiftCardsAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/**
 * The gift cards the reader bought (requirements §lifecycles.gift-card): scheduled, sent, redeemed…, with "send now",
 * "send again" and the recipient's e-mail while not redeemed. Answers come as the flash notice
 * after the redirect; a refused send (too many, redeemed meanwhile) in the summary above the list.
 */
export default function MyGiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { cards } = loaderData;
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('myGiftCards.intro')} />
      {/* Requirements §rules.coins: a gift card's balance never expires and is not transferable. */}
      <p className="muted">{t('giftCards.terms.notTransferable')}</p>
      <ErrorSummary prefix={sendForm} labels={{}} problems={problemsFor(actionData, sendForm)} />
      {cards.length === 0 ? (
        <div className="empty-note">
          <p>{t('myGiftCards.empty')}</p>
          <Link className="button button-secondary" to={sitePath('/gift-cards')}>
            {t('myGiftCards.buy')}
          </Link>
        </div>
      ) : (
        <ul className="account-cards" aria-label={t('myGiftCards.listLabel')}>
          {cards.map((card) => (
            <MyGiftCard key={card.id} card={card} answer={actionData} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
