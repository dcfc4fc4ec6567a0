import {
  type FakeReply,
  type FakeRequest,
  startFakeCarrier,
} from '../../http/testing/fake-carrier-server.ts';
import { fixtureJson, fixtureText } from './usps-samples.ts';

const SAMPLE_NUMBER = '9234690361980900000142';
const RETURN_NUMBER = '9234690361980900000999';
const BOUNDARY = 'r6-fpGYWbdZmd9w5-850fEfX';

/** USPS's domestic example answer, priced for the mail class asked (the example is USPS Connect Local). */
function domesticRates(req: FakeRequest): FakeReply {
  const answer = fixtureJson<{ rateOptions: { rates: { mailClass: string }[] }[] }>(
    'total-rates-domestic.json',
  );
  const mailClass = req.json<{ mailClasses?: string[] }>().mailClasses?.[0] ?? 'USPS_GROUND_ADVANTAGE';
  for (const option of answer.rateOptions) for (const rate of option.rates) rate.mailClass = mailClass;
  return { body: answer };
}

type Override = (req: FakeRequest) => FakeReply | 'drop' | undefined;

/**
 * USPS on localhost for the adapter tests: USPS's published samples, and USPS's promise on
 * X-Idempotency-Key: a repeated key gets the label already made for it, never a second one.
 * `override[route]` answers first when it returns something (401s, 429s, timeouts, refusals).
 */
export async function startFakeUsps(
  override: Partial<Record<'token' | 'payment' | 'rates' | 'label' | 'cancel' | 'track', Override>> = {},
) {
  const made = new Map<string, string>();
  const canceled = new Set<string>();
  let tokens = 0;
  let serial = 0;
  const labelAnswer = (key: string, isReturn = false): FakeReply => {
    let number = made.get(key);
    if (!number) {
      serial += 1;
      number = `92346903619809000${String(serial).padStart(5, '0')}`;
      made.set(key, number);
    }
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: isReturn
        ? fixtureText('return-label-response.multipart.txt').replace(RETURN_NUMBER, number)
        : fixtureText('label-response.multipart.txt').replace(SAMPLE_NUMBER, number),
    };
  };
  const first = (name: keyof typeof override, req: FakeRequest) => override[name]?.(req);
  const fake = await startFakeCarrier([
    {
      method: 'POST',
      path: '/oauth2/v3/token',
      reply: (req) => {
        const o = first('token', req);
        if (o) return o;
        tokens += 1;
        return { body: { ...fixtureJson('token-response.json'), access_token: `access-${tokens}` } };
      },
    },
    {
      method: 'POST',
      path: '/payments/v3/payment-authorization',
      reply: (req) => first('payment', req) ?? { body: { paymentAuthorizationToken: 'payment-token' } },
    },
    {
      method: 'POST',
      path: /^\/(international-)?prices\/v3\/total-rates\/search$/,
      reply: (req) =>
        first('rates', req) ??
        (req.path.startsWith('/international')
          ? { body: fixtureJson('total-rates-international.json') }
          : domesticRates(req)),
    },
    {
      method: 'POST',
      path: /^\/(labels\/v3\/(label|return-label)|international-labels\/v3\/international-label)$/,
      reply: (req) =>
        first('label', req) ??
        labelAnswer(req.headers['x-idempotency-key'] ?? '', req.path.endsWith('return-label')),
    },
    {
      method: 'DELETE',
      path: /^\/(labels\/v3\/label|international-labels\/v3\/international-label)\/[^/]+$/,
      reply: (req) => {
        const o = first('cancel', req);
        if (o) return o;
        const number = decodeURIComponent(req.path.split('/').at(-1)!);
        const known = [...made.values()].includes(number) && req.path.startsWith('/labels/');
        if (!known) return { status: 400, body: fixtureJson('error-cancel-not-found.json') };
        canceled.add(number);
        return { body: { trackingNumber: number, status: 'CANCELED' } };
      },
    },
    {
      method: 'GET',
      path: /^\/tracking\/v3\/tracking\/[^/]+$/,
      reply: (req) =>
        first('track', req) ??
        (req.path.endsWith('9400109104250532908587')
          ? { body: fixtureJson('tracking-delivered.json') }
          : {
              status: 404,
              body: { apiVersion: '/tracking/v3', error: { code: '404', message: 'Not Found' } },
            }),
    },
  ]);
  const callsTo = (fragment: string) => fake.calls.filter((c) => c.path.includes(fragment));
  return { fake, made, canceled, callsTo, tokensIssued: () => tokens, answerLabel: labelAnswer };
}
