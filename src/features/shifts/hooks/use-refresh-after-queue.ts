import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { shiftKeys } from '../../../api/shift';
import { COURIER_CHANGES_SCOPE } from '../../../lib/courier-changes';

/**
 * The shift's figures come from the server's count of its deliveries: once the queue of courier
 * changes has drained (the deliveries are there), the current shift is read again.
 */
export function useRefreshAfterQueue(): void {
  const client = useQueryClient();
  const waiting = useIsMutating({ predicate: (m) => m.options.scope?.id === COURIER_CHANGES_SCOPE.id });
  const before = useRef(waiting);
  useEffect(() => {
    if (before.current > 0 && waiting === 0) void client.invalidateQueries({ queryKey: shiftKeys.current() });
    before.current = waiting;
  }, [client, waiting]);
}
