/**
 * YunExpress products by YunExpress's own product code (product_code of /v1/order/package/create and
 * /v1/price-trial/get). Every product ships from China, so every service is international. Codes, names
 * and transit days as published (fixtures/SOURCES.md): BKZXR and its 3-8 days from the OpenAPI
 * price-trial example, THZXR from YunExpress tracking samples, THPHR/THZXU/BKPHR from integrators'
 * YunExpress channel tables. Our service code is YunExpress's code, sent unchanged. The ZX products
 * carry batteries (带电, as the THZXR and THZXU names say); the PH products are general cargo (普货).
 */
export const YUNEXPRESS_SERVICES = [
  {
    code: 'THPHR',
    name: 'YunExpress Global Line Registered, Economy (云途全球专线挂号 特惠普货)',
    transitDaysMin: 6,
    transitDaysMax: 10,
    batteryAllowed: false,
  },
  {
    code: 'THZXR',
    name: 'YunExpress Global Line Registered, Economy with batteries (云途全球专线挂号 特惠带电)',
    transitDaysMin: 5,
    transitDaysMax: 15,
    batteryAllowed: true,
  },
  {
    code: 'BKPHR',
    name: 'YunExpress Global Line Registered, Standard Express (云途全球专线挂号 标快普货)',
    transitDaysMin: 3,
    transitDaysMax: 8,
    batteryAllowed: false,
  },
  {
    code: 'BKZXR',
    name: 'YunExpress Global Line Registered, Standard Express with batteries (云途全球专线挂号 标快)',
    transitDaysMin: 3,
    transitDaysMax: 8,
    batteryAllowed: true,
  },
  {
    code: 'THZXU',
    name: 'YunExpress Global Line Untracked, Economy with batteries (云途全球专线平邮 特惠带电)',
    transitDaysMin: 5,
    transitDaysMax: 15,
    batteryAllowed: true,
  },
] as const;

export const YUNEXPRESS_SERVICE_CODES: readonly string[] = YUNEXPRESS_SERVICES.map((s) => s.code);
