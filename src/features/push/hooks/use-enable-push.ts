import { useSetAtom } from 'jotai';
import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { HttpError, errorMessage } from '../../../lib/http/http-error';
import { showErrorToast } from '../../../lib/toast';
import { enablePush } from '../push-subscription';
import { permissionState, pushBusyAtom, pushStateAtom } from '../push-state';

const SUBSCRIBE_FAILED = 'Bildirishnomalarni yoqib boʻlmadi. Internetni tekshirib, qayta urinib koʻring.';

/** The tap on "Bildirishnomalarni yoqish": the only place the permission is asked for. */
export function useEnablePush(): { enable: () => void; busy: boolean } {
  const setState = useSetAtom(pushStateAtom);
  const busy = useAtomSnapshot(pushBusyAtom);
  const setBusy = useSetAtom(pushBusyAtom);
  const enable = () => {
    if (busy) return;
    setBusy(true);
    enablePush()
      .then(setState, (error: unknown) => {
        void permissionState().then(setState);
        showErrorToast(error instanceof HttpError ? errorMessage(error) : SUBSCRIBE_FAILED, 'push-enable');
      })
      .finally(() => setBusy(false));
  };
  return { enable, busy };
}
