import { intervalJobPlugin } from '../../shared/interval-job.ts';

/**
 * Every minute: card refunds whose attempt is due go to the provider — one the cancelling request
 * could not send, one refused earlier (after its back-off), one an admin asked again for, one whose
 * process died mid-attempt (after its lease).
 */
export const refundsJobPlugin = intervalJobPlugin({
  name: 'refunds-job',
  everyMs: 60_000,
  run: (app) => app.services.refunds.sendDue(app.log),
});
