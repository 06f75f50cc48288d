import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { Dropdown } from './dropdown.tsx';
import { Icon } from './icons.tsx';

/** Cart dropdown: item count and the way to checkout (spec §2). The cart issue lists the items here. */
export function CartMenu() {
  const { t } = useI18n();
  const { cart } = useSite();
  const sitePath = useSitePath();
  return (
    <Dropdown
      className="cart-dropdown"
      align="end"
      chevron={false}
      ariaLabel={t('shell.cart.button', { count: cart.count })}
      label={
        <span className="icon-with-badge">
          <Icon name="cart" />
          {cart.count > 0 ? <span className="badge">{cart.count}</span> : null}
        </span>
      }
      panelClassName="cart-panel"
    >
      {() => (
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
            <Link className="button button-primary" to={sitePath('/checkout')}>
              {t('shell.cart.checkout')}
            </Link>
          )}
        </div>
      )}
    </Dropdown>
  );
}
