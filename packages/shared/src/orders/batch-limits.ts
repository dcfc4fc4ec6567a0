/**
 * Issue 6 limits of one batch call (the server refuses more, naming the limit; the web app says so before
 * sending): a label batch is a background job; estimates and validations answer at once.
 */
export const BATCH_PLACE_MAX = 10_000;
export const BATCH_ESTIMATE_MAX = 100;
export const BATCH_VALIDATE_MAX = 1_000;
