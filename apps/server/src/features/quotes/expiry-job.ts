import { intervalJobPlugin } from '../../shared/interval-job.ts';

/** Offers past their validity are closed every minute: the traveller's page says expired soon after. Accept refuses them already. */
export const quoteExpiryJobPlugin = intervalJobPlugin({
  name: 'quote-expiry-job',
  everyMs: 60_000,
  run: (app) => app.services.quotes.expireDue(),
});
