import { Button } from '../../components/button';
import { promptInstall } from '../../lib/install-prompt';

/** Shown while Chrome allows installing the app (see useCanInstall). */
export function InstallButton() {
  return (
    <Button inline small rounded tonal onClick={() => void promptInstall()} className="whitespace-nowrap">
      Ilovani oʻrnatish
    </Button>
  );
}
