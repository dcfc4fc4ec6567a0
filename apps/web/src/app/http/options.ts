/**
 * Per-request options of spec section 7 ("hide the error message, mark a file download, set message
 * duration", some requests retryable) as typed axios config fields instead of ad-hoc headers.
 */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the error message for a failed call (the caller handles it). */
    hideMessage?: boolean;
    /** A file download: the raw response (blob) is returned instead of the envelope's data. */
    download?: boolean;
    /** Retry HTTP 404/500/502/503/504 up to REQUEST_CONSTANTS.maxRetries times. */
    retry?: boolean;
    /** Message duration in milliseconds for this call (spec: label creation uses 5000). */
    duration?: number;
    /** Internal: how many retries this call has had. */
    retryCount?: number;
  }
}

export {};
