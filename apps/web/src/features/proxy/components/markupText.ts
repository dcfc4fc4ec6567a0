import type { ProxyMarkupJson } from '@shiplabel/shared';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../app/format.ts';

/** "12.5 % + 0.30 USD per parcel" (the words come from the proxy namespace). */
export const markupText = (m: ProxyMarkupJson, t: TFunction<readonly ['proxy', ...string[]]>) =>
  t('proxy:markup.summary', { percent: m.percent, fixed: formatMoney(m.fixedAmount, m.currency) });
