import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { MailContext } from './layout.ts';

/** An amount in minor units of its currency (the order's), formatted in the reader's language when the mail is written. */
export interface MailMoney {
  amount: number;
  currency: string;
  minorUnits: number;
}

/** Coins are counted in EUR cents (the ledger's unit) and shown as euros. */
export const coinsUnit = { currency: 'EUR', minorUnits: 2 } as const;

export const moneyText = (money: MailMoney, context: MailContext): string => formatMoney(money.amount, { code: money.currency, minorUnits: money.minorUnits }, languageTag(context.locale));
