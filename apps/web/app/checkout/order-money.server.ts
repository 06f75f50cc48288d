import type { AppServices } from '@cicerone/server/services';

/**
 * An order's amount with its own currency's minor units: an order keeps the currency it was placed
 * in, which need not be the page's (a JPY order opened on a EUR page is still ¥25,762, not ¥257.62).
 */
export async function orderMoney(services: AppServices, amount: number, currency: string): Promise<{ amount: number; currency: string; minorUnits: number }> {
  const units = await services.reference.listCurrencies();
  const minorUnits = units.find((unit) => unit.code === currency)?.minorUnits ?? 2;
  return { amount, currency, minorUnits };
}
