import { useI18n } from '../../i18n/i18n.tsx';
import { useFormatPrice } from '../../lib/format/use-price.ts';

export interface OrderTotals {
  currency: string;
  subtotal: number;
  discount: number;
  discountPercent: number;
  coins: number;
  grandTotal: number;
}

/** The server's totals of the options shown (never computed here), read out when they change. */
export function OrderTotalRows({ totals }: { totals: OrderTotals | null }) {
  const { t } = useI18n();
  const formatPrice = useFormatPrice();
  const amount = (value: number) => (totals ? formatPrice({ amount: value, currency: totals.currency }) : '—');
  return (
    <dl className="checkout-rows" aria-live="polite">
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{amount(totals?.subtotal ?? 0)}</dd>
      </div>
      {totals && totals.discount > 0 && (
        <div>
          {/* A fixed-amount code has no percentage to show. */}
          <dt>{totals.discountPercent > 0 ? t('checkout.discount.row', { percent: totals.discountPercent }) : t('checkout.discount.rowAmount')}</dt>
          <dd>−{amount(totals.discount)}</dd>
        </div>
      )}
      {totals && totals.coins > 0 && (
        <div>
          <dt>{t('checkout.coins.row')}</dt>
          <dd>−{amount(totals.coins)}</dd>
        </div>
      )}
      <div className="checkout-grand">
        <dt>{t('checkout.total')}</dt>
        <dd>{amount(totals?.grandTotal ?? 0)}</dd>
      </div>
    </dl>
  );
}
