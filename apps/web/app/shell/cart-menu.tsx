import { Suspense } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite } from '../site/site-data.ts';
import { Dropdown } from './dropdown.tsx';
import { Icon } from './icons.tsx';

const CartPanel = lazyPanel('cart', () => import('./cart-panel.tsx'));

/** Cart dropdown: item count and the way to checkout (requirements §screens.checkout). The cart issue lists the items here. */
export function CartMenu() {
  const { t } = useI18n();
  const { cart } = useSite();
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
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      )}
    </Dropdown>
  );
}
