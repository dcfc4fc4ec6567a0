import type { Locale } from '@shiplabel/shared';
import apikeysEN from './apikeys.en-US.json' with { type: 'json' };
import apikeysZH from './apikeys.zh-CN.json' with { type: 'json' };
import apilogEN from './apilog.en-US.json' with { type: 'json' };
import apilogZH from './apilog.zh-CN.json' with { type: 'json' };
import bulkEN from './bulk.en-US.json' with { type: 'json' };
import bulkZH from './bulk.zh-CN.json' with { type: 'json' };
import carriersEN from './carriers.en-US.json' with { type: 'json' };
import carriersZH from './carriers.zh-CN.json' with { type: 'json' };
import channelsEN from './channels.en-US.json' with { type: 'json' };
import channelsZH from './channels.zh-CN.json' with { type: 'json' };
import configEN from './config.en-US.json' with { type: 'json' };
import configZH from './config.zh-CN.json' with { type: 'json' };
import contactEN from './contact.en-US.json' with { type: 'json' };
import contactZH from './contact.zh-CN.json' with { type: 'json' };
import documentsEN from './documents.en-US.json' with { type: 'json' };
import documentsZH from './documents.zh-CN.json' with { type: 'json' };
import enUSBase from './en-US.json' with { type: 'json' };
import exchangeEN from './exchange.en-US.json' with { type: 'json' };
import exchangeZH from './exchange.zh-CN.json' with { type: 'json' };
import fieldsEN from './fields.en-US.json' with { type: 'json' };
import fieldsZH from './fields.zh-CN.json' with { type: 'json' };
import importsEN from './imports.en-US.json' with { type: 'json' };
import importsZH from './imports.zh-CN.json' with { type: 'json' };
import jobsEN from './jobs.en-US.json' with { type: 'json' };
import jobsZH from './jobs.zh-CN.json' with { type: 'json' };
import labelToolEN from './labelTool.en-US.json' with { type: 'json' };
import labelToolZH from './labelTool.zh-CN.json' with { type: 'json' };
import ledgerEN from './ledger.en-US.json' with { type: 'json' };
import ledgerZH from './ledger.zh-CN.json' with { type: 'json' };
import lingxingEN from './lingxing.en-US.json' with { type: 'json' };
import lingxingZH from './lingxing.zh-CN.json' with { type: 'json' };
import messagesEN from './messages.en-US.json' with { type: 'json' };
import messagesZH from './messages.zh-CN.json' with { type: 'json' };
import ordersEN from './orders.en-US.json' with { type: 'json' };
import ordersZH from './orders.zh-CN.json' with { type: 'json' };
import placementEN from './placement.en-US.json' with { type: 'json' };
import placementZH from './placement.zh-CN.json' with { type: 'json' };
import proxyEN from './proxy.en-US.json' with { type: 'json' };
import proxyZH from './proxy.zh-CN.json' with { type: 'json' };
import registrationEN from './registration.en-US.json' with { type: 'json' };
import registrationZH from './registration.zh-CN.json' with { type: 'json' };
import riskEN from './risk.en-US.json' with { type: 'json' };
import riskZH from './risk.zh-CN.json' with { type: 'json' };
import shippingRulesEN from './shippingRules.en-US.json' with { type: 'json' };
import shippingRulesZH from './shippingRules.zh-CN.json' with { type: 'json' };
import staffEN from './staff.en-US.json' with { type: 'json' };
import staffZH from './staff.zh-CN.json' with { type: 'json' };
import statisticsEN from './statistics.en-US.json' with { type: 'json' };
import statisticsZH from './statistics.zh-CN.json' with { type: 'json' };
import storesEN from './stores.en-US.json' with { type: 'json' };
import storesZH from './stores.zh-CN.json' with { type: 'json' };
import templatesEN from './templates.en-US.json' with { type: 'json' };
import templatesZH from './templates.zh-CN.json' with { type: 'json' };
import ticketsEN from './tickets.en-US.json' with { type: 'json' };
import ticketsZH from './tickets.zh-CN.json' with { type: 'json' };
import trackingEN from './tracking.en-US.json' with { type: 'json' };
import trackingZH from './tracking.zh-CN.json' with { type: 'json' };
import usersEN from './users.en-US.json' with { type: 'json' };
import usersZH from './users.zh-CN.json' with { type: 'json' };
import webhooksEN from './webhooks.en-US.json' with { type: 'json' };
import webhooksZH from './webhooks.zh-CN.json' with { type: 'json' };
import woocommerceEN from './woocommerce.en-US.json' with { type: 'json' };
import woocommerceZH from './woocommerce.zh-CN.json' with { type: 'json' };
import zhCNBase from './zh-CN.json' with { type: 'json' };

/** Feature message files (one per slice of the orders issue) merged over the base files. */
const enUS = {
  ...enUSBase,
  ...fieldsEN,
  ...ordersEN,
  ...placementEN,
  ...trackingEN,
  ...documentsEN,
  ...templatesEN,
  ...riskEN,
  ...jobsEN,
  ...importsEN,
  ...bulkEN,
  ...apilogEN,
  ...ledgerEN,
  ...staffEN,
  ...usersEN,
  ...exchangeEN,
  ...configEN,
  ...proxyEN,
  ...statisticsEN,
  ...registrationEN,
  ...ticketsEN,
  ...contactEN,
  ...messagesEN,
  ...carriersEN,
  ...channelsEN,
  ...apikeysEN,
  ...labelToolEN,
  ...lingxingEN,
  ...webhooksEN,
  ...storesEN,
  ...shippingRulesEN,
  ...woocommerceEN,
};
const zhCN = {
  ...zhCNBase,
  ...fieldsZH,
  ...ordersZH,
  ...placementZH,
  ...trackingZH,
  ...documentsZH,
  ...templatesZH,
  ...riskZH,
  ...jobsZH,
  ...importsZH,
  ...bulkZH,
  ...apilogZH,
  ...ledgerZH,
  ...staffZH,
  ...usersZH,
  ...exchangeZH,
  ...configZH,
  ...proxyZH,
  ...statisticsZH,
  ...registrationZH,
  ...ticketsZH,
  ...contactZH,
  ...messagesZH,
  ...carriersZH,
  ...channelsZH,
  ...apikeysZH,
  ...labelToolZH,
  ...lingxingZH,
  ...webhooksZH,
  ...storesZH,
  ...shippingRulesZH,
  ...woocommerceZH,
};

export type MessageKey = keyof typeof enUSBase;

/** The server's messages. Both files hold the same keys (a test enforces it). */
export const MESSAGES: Record<Locale, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export function hasMessage(key: string): boolean {
  return Object.hasOwn(MESSAGES['en-US'], key);
}

/** Translates `key` with `{name}` placeholders; an unknown key comes back as itself. */
export function t(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  const template = MESSAGES[locale][key] ?? MESSAGES['en-US'][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : formatParam(params[name]),
  );
}

function formatParam(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatParam).join(', ');
  return String(value);
}
