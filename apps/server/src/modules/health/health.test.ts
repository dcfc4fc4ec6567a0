import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../db/testing/test-app.ts';

describe('GET /healthz', () => {
  it('answers ok after checking the database', async () => {
    const { app } = await createTestApp();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { db: 'ok' } });
  });
});
