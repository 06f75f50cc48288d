import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSitePath } from '../../site/site-data.ts';

/** Step 1 for a visitor: log in or sign up first; either comes back to the checkout with the cart. */
export function VisitorStep({ title }: { title: string }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const next = encodeURIComponent(sitePath('/checkout'));
  return (
    <div className="section checkout-page">
      <h1 className="page-title">{title}</h1>
      <div className="checkout-box">
        <h2>{t('checkout.account.title')}</h2>
        <p>{t('checkout.account.intro')}</p>
        <div className="cart-line-actions cart-line-actions-start">
          <Link className="button button-primary" to={sitePath(`/login?next=${next}`)}>
            {t('checkout.account.login')}
          </Link>
          <Link className="button button-secondary" to={sitePath(`/sign-up?next=${next}`)}>
            {t('checkout.account.signUp')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** An order reference of another account (or none): nothing of it is shown. */
export function NotYoursStep({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <div className="section checkout-page">
      <h1 className="page-title">{title}</h1>
      <p className="checkout-error" role="alert">
        {t('payDone.loginAgain')}
      </p>
    </div>
  );
}
