import { useQueryClient } from '@tanstack/react-query';
import { FailedChanges } from '../../../components/failed-changes';
import { discardChange, resendChange } from '../../../lib/offline/offline-changes';
import { useFailedShiftChanges } from '../hooks/use-failed-shift-changes';

/** An opening or closing of the shift the server did not take. */
export function FailedShiftChanges() {
  const client = useQueryClient();
  return (
    <FailedChanges
      id="failed-shift-title"
      changes={useFailedShiftChanges()}
      describe={(change) => change.what}
      onResend={(change) => resendChange(client, change.mutationId, change.variables)}
      onDiscard={(change) => discardChange(client, change.mutationId)}
    />
  );
}
