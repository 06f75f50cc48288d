import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { languageName, timeName } from '../lib/format/intl-names.ts';
import { useFormatPrice } from '../lib/format/use-price.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { dayName, type ShownCartItem } from './cart-view.ts';

/** The items of a cart as the cart and checkout pages list them; `action` renders each item's buttons. */
export function CartLines({ items, action }: { items: readonly ShownCartItem[]; action?: (item: ShownCartItem) => ReactNode }) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  const formatPrice = useFormatPrice();
  return (
    <ul className="cart-lines">
      {items.map((item) => {
        const people = item.travellers.adults + item.travellers.children;
        return (
          <li key={item.id} className={`cart-line${item.problem ? ' cart-line-problem' : ''}`}>
            <div className="cart-line-main">
              <h3 className="cart-line-title">
                {item.tour.slug ? <Link to={sitePath(pagePaths.tour(item.tour.slug))}>{item.tour.title}</Link> : t('cart.unknownTour')}
              </h3>
              {item.tour.city.nameTranslated && <p className="small muted">{item.tour.city.nameTranslated}</p>}
              <dl className="cart-facts">
                <div>
                  <dt>{t('tour.booking.date')}</dt>
                  <dd>{dayName(tag, item.day)}</dd>
                </div>
                <div>
                  <dt>{t('tour.booking.startTime')}</dt>
                  <dd>{timeName(tag, item.startTime)}</dd>
                </div>
                <div>
                  <dt>{t('tour.booking.duration')}</dt>
                  <dd>{t(`tour.duration.${item.duration}`)}</dd>
                </div>
                <div>
                  <dt>{t('tour.booking.travellers')}</dt>
                  <dd>{t('cart.travellers', { count: people, infants: item.travellers.infants })}</dd>
                </div>
                <div>
                  <dt>{t('tour.booking.guideLanguage')}</dt>
                  <dd>{languageName(tag, item.guideLanguage)}</dd>
                </div>
              </dl>
              {item.problem && (
                <p className="cart-line-error" role="note">
                  {item.problem}
                </p>
              )}
            </div>
            <div className="cart-line-side">
              <p className="cart-line-price">{item.price ? formatPrice(item.price) : '—'}</p>
              {action?.(item)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
