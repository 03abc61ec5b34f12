import { Button } from '../../components/button';
import { promptInstall } from '../../lib/platform/install-prompt';

/**
 * Shown while Chrome allows installing the app (see useCanInstall). It floats above the tab bar: Chrome
 * offers installation while the first screen loads, and a new row in the header would push it all down.
 */
export function InstallButton() {
  return (
    <div className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30">
      <Button pill onClick={() => void promptInstall()} className="min-h-11 px-5! whitespace-nowrap shadow-lg">
        Ilovani oʻrnatish
      </Button>
    </div>
  );
}
