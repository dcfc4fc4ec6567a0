import { carrierWebhookRoutes } from '../easypost/carrier-webhook.ts';
import { shippoSignatureValid } from '../easypost/webhook-signatures.ts';
import { trackOfWebhook } from './shippo.tracking.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Shippo's track_updated webhooks for a channel (docs.goshippo.com/docs/tracking/webhooks), signed with
 * the channel's HMAC secret (Shippo-Auth-Signature, five minutes' tolerance).
 */
export const shippoWebhookRoutes = carrierWebhookRoutes({
  carrierCode: 'shippo',
  summary:
    'Shippo webhook: a signed track_updated event refreshes the tracking of the orders holding its number',
  verify: (raw, headers, secret, now) =>
    shippoSignatureValid(raw, header(headers['shippo-auth-signature']), secret, now),
  trackingNumbers: (payload) => {
    const track = trackOfWebhook(payload);
    return track?.tracking_number ? [track.tracking_number] : [];
  },
});
