import { Input } from 'antd';
import { type SetPaging, toFirstPage } from './usePaging.ts';

interface Props {
  placeholder: string;
  width: number;
  testId: string;
  /** Receives the keyword trimmed ('' when cleared). */
  onSearch: (keyword: string) => void;
  /** When given, a new search goes back to page 1. */
  setPaging?: SetPaging;
  /** A keyword kept elsewhere (the URL): shown, and the box re-mounts when it changes (back/forward). */
  initial?: string;
}

/** A list's keyword search box. */
export function KeywordSearch({ placeholder, width, testId, onSearch, setPaging, initial }: Props) {
  return (
    <Input.Search
      key={initial}
      {...(initial === undefined ? {} : { defaultValue: initial })}
      allowClear
      placeholder={placeholder}
      style={{ width }}
      onSearch={(value) => {
        if (setPaging) toFirstPage(setPaging);
        onSearch(value.trim());
      }}
      data-testid={testId}
    />
  );
}
