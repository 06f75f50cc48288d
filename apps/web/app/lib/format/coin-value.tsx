import { useI18n } from '../../i18n/i18n.tsx';
import { useSite } from '../../site/site-data.ts';
import { useCoinValue } from './use-money.ts';

/**
 * What a coin balance is worth in the page's currency, marked approximate (requirements §rules.coins): '≈ £43.12'.
 * Without a rate it is shown at 1 and says so (requirements §errors): the user dropdown, the account and the
 * redeem page all show it this one way.
 */
export function CoinValue({ coins }: { coins: number }) {
  const { t } = useI18n();
  const { rate } = useSite();
  const value = useCoinValue();
  return (
    <>
      <span className="muted coin-value">{t('shell.user.coinsValue', { value: value(coins) })}</span>
      {rate === null ? <span className="small muted coin-rate-unavailable">{t('errors.exchangeRate.unavailable')}</span> : null}
    </>
  );
}

/** A coin balance as the user dropdown, the phone's drawer and the account write it: '50 Cicerone Coins ≈ £43.12'. */
export function CoinBalance({ coins }: { coins: number }) {
  const { t } = useI18n();
  return (
    <>
      {t('shell.user.coins', { coins: coins / 100 })} <CoinValue coins={coins} />
    </>
  );
}
