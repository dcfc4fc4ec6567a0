import { carrierWebhookRoutes } from './carrier-webhook.ts';
import { trackerOfEvent } from './easypost.tracking.ts';
import { easypostSignatureValid } from './webhook-signatures.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** EasyPost's tracker.updated events for a channel (docs.easypost.com/docs/webhooks). */
export const easypostWebhookRoutes = carrierWebhookRoutes({
  carrierCode: 'easypost',
  summary: 'EasyPost webhook: a signed tracker event refreshes the tracking of the orders holding its number',
  verify: (raw, headers, secret) => easypostSignatureValid(raw, header(headers['x-hmac-signature']), secret),
  trackingNumbers: (event) => {
    const tracker = trackerOfEvent(event);
    return tracker?.tracking_code ? [tracker.tracking_code] : [];
  },
});
