import { describe, expect, it } from 'vitest';
import { apiKeyLabel, personLabel, userLogQuery } from './userLogs.ts';

describe('user logs', () => {
  it('sends the set filters (with the page for the list, without for the export)', () => {
    expect(
      userLogQuery(
        { person: 'ann', route: '', outcome: 'refused', from: '2026-01-01', to: undefined },
        { pageNum: 2, pageSize: 100 },
      ),
    ).toEqual({ pageNum: 2, pageSize: 100, person: 'ann', outcome: 'refused', from: '2026-01-01' });
    expect(userLogQuery({ impersonator: 'op', person: undefined })).toEqual({ impersonator: 'op' });
  });

  it('names people by name and e-mail, deleted accounts by id', () => {
    const gone = (id: string) => `deleted ${id}`;
    expect(personLabel({ id: 'u1', email: 'a@x.example', name: 'Ann' }, gone)).toBe('Ann (a@x.example)');
    expect(personLabel({ id: 'u1', email: 'a@x.example', name: 'a@x.example' }, gone)).toBe('a@x.example');
    expect(personLabel({ id: 'u9', email: null, name: null }, gone)).toBe('deleted u9');
    expect(personLabel(null, gone)).toBe('-');
  });

  it('names the API key a request came with by name and prefix, never more', () => {
    const t = (key: string, v?: { name: string; prefix: string }) =>
      v ? `${key}:${v.name}:${v.prefix}` : key;
    const id = '0b0b0b0b-0000-4000-8000-000000000001';
    expect(apiKeyLabel({ id, name: 'ERP', prefix: 'sl_live_abcd1234' }, t)).toBe(
      'viaApiKey:ERP:sl_live_abcd1234',
    );
    expect(apiKeyLabel({ id, name: null, prefix: null }, t)).toBe('viaDeletedApiKey');
    expect(apiKeyLabel(null, t)).toBeNull();
  });
});
