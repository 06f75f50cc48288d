import { intervalJobPlugin } from '../../../shared/interval-job.ts';

/** Paid gift cards whose send time came are e-mailed every minute: a scheduled card goes at most this late. */
export const giftCardDeliveryJobPlugin = intervalJobPlugin({
  name: 'gift-card-delivery-job',
  everyMs: 60_000,
  run: (app) => app.services.giftCards.deliverDue(),
});
