import type { LabelOperations } from '@shiplabel/shared';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../app/http/envelope.ts';
import { labelToolApi } from '../labelTool.api.ts';
import type { LabelFile } from '../labelTool.model.ts';

/** Wait after the last change before asking again: typing a stamp should not send a request per key. */
const DEBOUNCE_MS = 500;

export interface LivePreview {
  url: string | null;
  loading: boolean;
  error: string | null;
}

/**
 * The composed PDF for the current settings as an object URL, refreshed shortly after each change. A
 * late answer to an older setting is dropped, and every URL is revoked when replaced.
 */
export function useLivePreview(files: readonly LabelFile[], operations: LabelOperations): LivePreview {
  const [state, setState] = useState<LivePreview>({ url: null, loading: false, error: null });
  const key = JSON.stringify(operations);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `operations` (a new object each render)
  useEffect(() => {
    if (files.length === 0 || operations.pages.length === 0) {
      setState({ url: null, loading: false, error: null });
      return;
    }
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const blob = await labelToolApi.compose(
          files.map((f) => f.file),
          operations,
          true,
        );
        if (current) setState({ url: URL.createObjectURL(blob), loading: false, error: null });
      } catch (error) {
        if (current) {
          setState({
            url: null,
            loading: false,
            error: error instanceof ApiError ? error.message : String(error),
          });
        }
      }
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [files, key]);
  useEffect(() => {
    const url = state.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.url]);
  return state;
}
