import type { SysMessage } from '@shiplabel/shared';
import { useState } from 'react';
import { useMarkRead } from '../hooks/useMessages.ts';

/** Opening an entry shows it and marks it read (spec section 4: status 0 -> 1 once opened). */
export function useOpenMessage() {
  const [open, setOpen] = useState<SysMessage | null>(null);
  const mark = useMarkRead();
  return {
    open,
    close: () => setOpen(null),
    show: (entry: SysMessage) => {
      setOpen(entry);
      if (entry.status === 0) mark.mutate({ ids: [entry.id] });
    },
    markAll: mark.mutate,
    marking: mark.isPending,
  };
}
