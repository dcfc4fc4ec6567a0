import { useSearchParams } from 'react-router';

/** A list's keyword kept in the URL query (?keyword=), so a search survives reload and back/forward. */
export function useKeywordParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const setKeyword = (next: string) => setSearchParams(next ? { keyword: next } : {});
  return [keyword, setKeyword] as const;
}
