import type { AxiosRequestConfig } from 'axios';

/**
 * One Idempotency-Key per form submission (docs/decisions.md, idempotent requests): made when the
 * submission starts, sent with each of its requests and kept by the client's automatic retries (they
 * resend the same config), so a double click or a retry answers the first order instead of a second.
 */

/**
 * A v4 UUID for the Idempotency-Key header. crypto.randomUUID exists only in secure contexts (https,
 * localhost); getRandomValues works everywhere, so the app also works when served over plain http.
 */
export function newIdempotencyKey(random: Uint8Array = crypto.getRandomValues(new Uint8Array(16))) {
  const bytes = Uint8Array.from(random);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request config that sends `key` (merged into `config`). */
export function idempotent(key: string, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return { ...config, headers: { ...(config.headers as object), 'Idempotency-Key': key } };
}

export interface Submission {
  /**
   * Runs `work` with a fresh key unless a submission is already in flight: then nothing runs and the
   * answer is undefined (the second click of a double click). The lock is taken synchronously, before any
   * await, so even a click that arrives before React re-renders the disabled button is refused.
   */
  run<T>(work: (key: string) => Promise<T>): Promise<T | undefined>;
  readonly busy: boolean;
}

export function createSubmission(onBusy: (busy: boolean) => void = () => {}): Submission {
  let busy = false;
  return {
    get busy() {
      return busy;
    },
    async run(work) {
      if (busy) return undefined;
      busy = true;
      onBusy(true);
      try {
        return await work(newIdempotencyKey());
      } finally {
        busy = false;
        onBusy(false);
      }
    },
  };
}
