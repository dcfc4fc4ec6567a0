import { describe, expect, it } from 'vitest';
import { apiLogQuery, formatDuration, prettyJson } from './apiLog.ts';

describe('API log query', () => {
  it('sends the set filters and the page, the result as text', () => {
    expect(
      apiLogQuery(
        {
          orderNo: 'SL1',
          requestType: 'rate',
          success: false,
          createdFrom: '2026-01-01',
          createdTo: '2026-01-31',
        },
        { pageNum: 2, pageSize: 50 },
      ),
    ).toEqual({
      pageNum: 2,
      pageSize: 50,
      orderNo: 'SL1',
      requestType: 'rate',
      success: 'false',
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
    });
  });

  it('leaves out cleared filters', () => {
    expect(
      apiLogQuery({ orderNo: '', carrierCode: undefined, success: true }, { pageNum: 1, pageSize: 100 }),
    ).toEqual({ pageNum: 1, pageSize: 100, success: 'true' });
  });
});

describe('API log display', () => {
  it('shows durations in ms below a second, else in seconds', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999)).toBe('999 ms');
    expect(formatDuration(1000)).toBe('1.00 s');
    expect(formatDuration(12345)).toBe('12.35 s');
    expect(formatDuration(350, 'zh-CN')).toBe('350 毫秒');
    expect(formatDuration(12345, 'zh-CN')).toBe('12.35 秒');
  });

  it('indents bodies, JSON text included, and keeps other text as it is', () => {
    expect(prettyJson({ a: 1, b: { c: '***' } })).toBe('{\n  "a": 1,\n  "b": {\n    "c": "***"\n  }\n}');
    expect(prettyJson('{"a":[1,2]}')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(prettyJson('<xml/>')).toBe('<xml/>');
    expect(prettyJson(null)).toBe('null');
    expect(prettyJson(undefined)).toBe('undefined');
  });
});

describe('API log texts', () => {
  it('names carriers and explains error codes in the reader’s language, unknown ones as they are', async () => {
    const { fixedT } = await import('../../app/i18n/fixedT.testing.ts');
    const { carrierLabel, errorLabel } = await import('./apiLog.ts');
    const zh = fixedT('zh-CN', 'apiLog');
    expect(carrierLabel('sandbox', [{ code: 'sandbox', name: '沙箱快递' }])).toBe('沙箱快递');
    expect(carrierLabel('ups', [])).toBe('ups');
    expect(errorLabel('carrier.unknown_service', zh)).toBe('承运商不认识该服务代码');
    expect(errorLabel('carrier.unavailable', zh)).toBe('承运商无响应');
    expect(errorLabel('carrier.something_new', zh)).toBe('carrier.something_new');
  });
});
