import { Form, Link, useNavigation } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { CartLines } from '../checkout/cart-lines.tsx';
import { ServiceLines } from '../checkout/service-lines.tsx';
import { cartAction, cartLoader } from '../checkout/cart-page.server.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/cart';
import '../catalog/catalog.css';
import '../checkout/checkout.css';

export async function loader(args: Route.LoaderArgs) {
  return cartLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return cartAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** The cart (requirements §screens.checkout): each item with the server's price and what stops it, remove or change it, the subtotal and the way to checkout. */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  const navigation = useNavigation();
  const { cart } = loaderData;
  const removing = navigation.state !== 'idle' ? navigation.formData?.get('id') : null;
  const orderable = cart.services.length > 0 || cart.items.some((item) => !item.problem);
  const removeForm = (id: string, label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button-secondary" disabled={removing === id} aria-label={t('cart.removeItem', { title: label })}>
        {t('cart.remove')}
      </button>
    </Form>
  );

  return (
    <div className="section checkout-page">
      <h1 className="page-title">{t('cart.title')}</h1>
      {cart.count === 0 ? (
        <div className="checkout-empty">
          <p>{t('shell.cart.empty')}</p>
          <p className="muted">{t('shell.cart.emptyHint')}</p>
          <Link className="button button-primary" to={sitePath('/tours')}>
            {t('shell.cart.browse')}
          </Link>
        </div>
      ) : (
        <div className="checkout-layout">
          <section aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" className="visually-hidden">
              {t('shell.cart.itemCount', { count: cart.count })}
            </h2>
            <CartLines
              items={cart.items}
              action={(item) => (
                <div className="cart-line-actions">
                  {item.tour.slug && (
                    <Link className="button button-secondary" to={`${sitePath(pagePaths.tour(item.tour.slug))}#booking`}>
                      {t('cart.change')}
                    </Link>
                  )}
                  {removeForm(item.id, item.tour.title)}
                </div>
              )}
            />
            <ServiceLines services={cart.services} action={(service) => <div className="cart-line-actions">{removeForm(service.id, t(`quotes.kind.${service.quote.kind}`))}</div>} />
          </section>
          <aside className="checkout-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('cart.summary')}</h2>
            <p className="checkout-total">
              <span>{t('cart.subtotal')}</span> <strong>{formatPrice(cart.subtotal)}</strong>
            </p>
            <p className="small muted">{t('cart.pricesNote')}</p>
            {orderable ? (
              <Link className="button button-primary checkout-go" to={sitePath('/checkout')}>
                {t('shell.cart.checkout')}
              </Link>
            ) : (
              <p className="cart-line-error">{t('cart.nothingOrderable')}</p>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
