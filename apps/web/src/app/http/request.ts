import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { httpClient } from './client.ts';

/**
 * Typed calls. The response interceptor already unwraps the envelope, so these resolve to `data`
 * (axios' own typings cannot know that, hence the casts in this one place).
 */
export const http = {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return httpClient.get(url, config) as unknown as Promise<T>;
  },
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return httpClient.post(url, body ?? {}, config) as unknown as Promise<T>;
  },
  /** A file download: the raw response with a Blob body. */
  download(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<Blob>> {
    return httpClient.get(url, { ...config, download: true });
  },
};

export { ApiError } from './envelope.ts';
