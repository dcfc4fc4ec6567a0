import type { Locale } from '@shiplabel/shared';
import { hasMessage, t } from '../../lib/i18n/index.ts';

/**
 * Our own carriers (sandbox, rate card) describe tracking events by message key
 * (`tracking.event.<step>`), stored as such and shown in the reader's language. Real carriers' texts are
 * stored and shown as they answered them.
 */
export const OWN_TRACKING_TEXT = {
  labelCreated: 'tracking.event.label_created',
  pickedUp: 'tracking.event.picked_up',
  atFacility: 'tracking.event.at_facility',
  addressCheck: 'tracking.event.address_check',
  outForDelivery: 'tracking.event.out_for_delivery',
  delivered: 'tracking.event.delivered',
} as const;

/** A stored tracking event description in `locale`: our keys translated, carriers' texts as they are. */
export function trackingText(description: string, locale: Locale): string {
  return description.startsWith('tracking.event.') && hasMessage(description)
    ? t(locale, description)
    : description;
}
