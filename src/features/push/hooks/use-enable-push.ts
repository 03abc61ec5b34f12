import { useAtom, useSetAtom } from 'jotai';
import toast from 'react-hot-toast';
import { HttpError, errorMessage } from '../../../lib/http-error';
import { enablePush, permissionState } from '../push-subscription';
import { pushBusyAtom, pushStateAtom } from '../push-state';

const SUBSCRIBE_FAILED = 'Bildirishnomalarni yoqib boʻlmadi. Internetni tekshirib, qayta urinib koʻring.';

/** The tap on "Bildirishnomalarni yoqish": the only place the permission is asked for. */
export function useEnablePush(): { enable: () => void; busy: boolean } {
  const setState = useSetAtom(pushStateAtom);
  const [busy, setBusy] = useAtom(pushBusyAtom);
  const enable = () => {
    if (busy) return;
    setBusy(true);
    enablePush()
      .then(setState, (error: unknown) => {
        setState(permissionState());
        toast.error(error instanceof HttpError ? errorMessage(error) : SUBSCRIBE_FAILED, { id: 'push-enable' });
      })
      .finally(() => setBusy(false));
  };
  return { enable, busy };
}
