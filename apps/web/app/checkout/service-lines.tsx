import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CartService } from '@cicerone/core/contracts/cart';
import { timeName } from '../lib/format/intl-names.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { dayName } from './cart-view.ts';

/**
 * The accepted offers of a cart (requirements §lifecycles.quote) as the cart and checkout pages list them, beside the
 * tours: the service and its request, its day and time at its place, what is included and the
 * offer's price. `action` renders each one's buttons.
 */
export function ServiceLines({ services, action }: { services: readonly CartService[]; action?: (service: CartService) => ReactNode }) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  return (
    <ul className="cart-lines">
      {services.map((service) => (
        <li key={service.id} className="cart-line cart-service">
          <div className="cart-line-main">
            <h3 className="cart-line-title">
              <Link to={sitePath(`/quotes/${service.quote.reference}`)}>{t(`quotes.kind.${service.quote.kind}`)}</Link>
            </h3>
            <p className="small muted">
              {t('quotes.page.reference')} {service.quote.reference}
            </p>
            <dl className="cart-facts">
              <div>
                <dt>{t('tour.booking.date')}</dt>
                <dd>{dayName(tag, service.day)}</dd>
              </div>
              <div>
                <dt>{t('tour.booking.startTime')}</dt>
                <dd>{timeName(tag, service.startTime)}</dd>
              </div>
              <div>
                <dt>{t('tour.booking.travellers')}</dt>
                <dd>{t('cart.travellers', { count: service.travellers.adults + service.travellers.children, infants: service.travellers.infants })}</dd>
              </div>
            </dl>
            <p className="small">{service.included}</p>
          </div>
          <div className="cart-line-side">
            <p className="cart-line-price">{formatPrice(service.price)}</p>
            {action?.(service)}
          </div>
        </li>
      ))}
    </ul>
  );
}
