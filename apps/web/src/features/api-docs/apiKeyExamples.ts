import type { Examples } from './examples.ts';

/** The worked examples of the API-keys guide on /wordView (issue 16). */
export const GUIDE_EXAMPLES = ['rate', 'label', 'track'] as const;
export type GuideExample = (typeof GUIDE_EXAMPLES)[number];

const SENDER = {
  personName: 'Ann Sender',
  addressLine1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  zipCode: '90001',
  countryCode: 'US',
};
const RECIPIENT = {
  personName: 'Bob Receiver',
  addressLine1: '2 Broadway',
  city: 'New York',
  stateCode: 'NY',
  zipCode: '10001',
  countryCode: 'US',
};
const PARCELS = [{ weight: 2, length: 10, width: 8, height: 6 }];

/** Each example's endpoint and body: real fields of the API, so a reader can paste and run them. */
const REQUESTS: Record<GuideExample, { path: string; body: Record<string, unknown> }> = {
  rate: {
    path: '/app/order/estimateRate',
    body: {
      from: { zipCode: '90001', countryCode: 'US' },
      to: { zipCode: '10001', countryCode: 'US' },
      parcels: PARCELS,
    },
  },
  label: {
    path: '/app/order/label/create',
    body: { from: SENDER, to: RECIPIENT, parcels: PARCELS, serviceId: '<serviceId of a quote>' },
  },
  track: { path: '/app/track/getTrackInfo', body: { trackingNumbers: ['<trackingNo of the label>'] } },
};

const quoteShell = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const pythonLiteral = (value: unknown) =>
  JSON.stringify(value, null, 4)
    .replace(/\n/g, '\n    ')
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');

/**
 * curl, JavaScript (fetch) and Python (requests) for one guide example, authenticated with an API key
 * (`Authorization: Bearer sl_...`, read from the SHIPLABEL_API_KEY environment variable) and sending an
 * Idempotency-Key, which makes a retry of the same call answer the first result.
 */
export function apiKeyExample(origin: string, example: GuideExample, language = 'en-US'): Examples {
  const { path, body } = REQUESTS[example];
  const url = `${origin}${path}`;
  const json = JSON.stringify(body, null, 2);
  const curl = [
    `curl -X POST ${quoteShell(url)}`,
    `  -H "Authorization: Bearer $SHIPLABEL_API_KEY"`,
    `  -H "Idempotency-Key: $(uuidgen)"`,
    `  -H 'Accept-Language: ${language}'`,
    `  -H 'Content-Type: application/json'`,
    `  -d ${quoteShell(json)}`,
  ].join(' \\\n');
  const javascript = [
    `const response = await fetch('${url}', {`,
    `  method: 'POST',`,
    `  headers: {`,
    `    Authorization: \`Bearer \${process.env.SHIPLABEL_API_KEY}\`,`,
    `    'Idempotency-Key': crypto.randomUUID(),`,
    `    'Accept-Language': '${language}',`,
    `    'Content-Type': 'application/json',`,
    `  },`,
    `  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`,
    `});`,
    `const { code, message, data } = await response.json();`,
  ].join('\n');
  const python = [
    'import os',
    'import uuid',
    'import requests',
    '',
    `response = requests.post(`,
    `    "${url}",`,
    `    headers={`,
    `        "Authorization": f"Bearer {os.environ['SHIPLABEL_API_KEY']}",`,
    `        "Idempotency-Key": str(uuid.uuid4()),`,
    `        "Accept-Language": "${language}",`,
    `    },`,
    `    json=${pythonLiteral(body)},`,
    `)`,
    `envelope = response.json()  # {"code": ..., "message": ..., "data": ...}`,
  ].join('\n');
  return { curl, javascript, python };
}
