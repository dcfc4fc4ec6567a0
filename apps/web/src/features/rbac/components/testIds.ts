import type { HTMLAttributes } from 'react';

/** Row attributes with a data-testid (antd's onRow type has no data-* keys). */
export const rowTestId = (id: string) => ({ 'data-testid': id }) as HTMLAttributes<HTMLElement>;
