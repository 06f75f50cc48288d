import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';

/** The cart dropdown's panel (cart-menu.tsx): its code and words load when it first opens. */
export default function CartPanel() {
  const { t } = useI18n();
  const { cart } = useSite();
  const sitePath = useSitePath();
  return (
    <div className="cart-summary">
      <p className="panel-title">{t('shell.cart.title')}</p>
      <p className="muted">{t('shell.cart.itemCount', { count: cart.count })}</p>
      {cart.count === 0 ? (
        <>
          <p>{t('shell.cart.empty')}</p>
          <p className="muted">{t('shell.cart.emptyHint')}</p>
          <Link className="button button-secondary" to={sitePath('/tours')}>
            {t('shell.cart.browse')}
          </Link>
        </>
      ) : (
        <>
          <Link className="button button-primary" to={sitePath('/checkout')}>
            {t('shell.cart.checkout')}
          </Link>
          {/* The cart page itself (its items, changed or removed): the header's only way there. */}
          <Link className="button button-secondary" to={sitePath('/cart')}>
            {t('shell.cart.view')}
          </Link>
        </>
      )}
    </div>
  );
}
