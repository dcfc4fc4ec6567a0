import { describe, expect, it } from 'vitest';
import {
  ApiError,
  interpretEnvelope,
  isEnvelope,
  messageSeconds,
  transportErrorMessage,
} from './envelope.ts';

describe('interpretEnvelope (spec section 7)', () => {
  it('resolves code 200 to its data', () => {
    expect(interpretEnvelope({ code: 200, message: 'ok', data: { token: 't' } }, 'Request Error')).toEqual({
      kind: 'ok',
      data: { token: 't' },
    });
  });

  it('treats code 401 as a lost session, whatever the message', () => {
    expect(interpretEnvelope({ code: 401, message: 'Not logged in', data: null }, 'x')).toEqual({
      kind: 'unauthorized',
    });
  });

  it("rejects any other code with the server's message, code, errorCode and field errors", () => {
    const outcome = interpretEnvelope(
      {
        code: 400,
        message: 'Login error, refresh and try again',
        data: null,
        errorCode: 'auth.login_failed',
        errors: [{ field: 'name', message: 'required' }],
      },
      'Request Error',
    );
    expect(outcome.kind).toBe('error');
    if (outcome.kind !== 'error') return;
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error.message).toBe('Login error, refresh and try again');
    expect(outcome.error.code).toBe(400);
    expect(outcome.error.errorCode).toBe('auth.login_failed');
    expect(outcome.error.errors).toEqual([{ field: 'name', message: 'required' }]);
    expect(outcome.error.transport).toBe(false);
  });

  it('falls back to "Request Error" when the server sent no message', () => {
    for (const message of ['', '   ', undefined as unknown as string]) {
      const outcome = interpretEnvelope({ code: 500, message, data: null }, 'Request Error');
      expect(outcome.kind === 'error' && outcome.error.message).toBe('Request Error');
    }
  });
});

describe('isEnvelope', () => {
  it('recognises objects with a numeric code only', () => {
    expect(isEnvelope({ code: 200, message: '', data: 1 })).toBe(true);
    expect(isEnvelope({ code: '200' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('<html>')).toBe(false);
  });
});

describe('transport errors', () => {
  it("shows axios' own message, else the fallback", () => {
    expect(transportErrorMessage({ message: 'Network Error' }, 'Request Error')).toBe('Network Error');
    expect(transportErrorMessage({ message: 'timeout of 10000ms exceeded' }, 'Request Error')).toBe(
      'timeout of 10000ms exceeded',
    );
    expect(transportErrorMessage({ message: '' }, 'Request Error')).toBe('Request Error');
    expect(transportErrorMessage({}, 'Request Error')).toBe('Request Error');
  });

  it('uses the per-request duration, else the default, in seconds', () => {
    expect(messageSeconds(undefined, 3000)).toBe(3);
    expect(messageSeconds(undefined, 5000)).toBe(5);
    expect(messageSeconds(5000, 3000)).toBe(5);
  });
});
