import { useState } from 'react';
import { isStandalone } from './install-prompt';
import { isIos } from './platform';

export const IOS_HINT_KEY = 'yetkaz-ios-install-hint';

/** Safari has no install prompt: tell iPhone users once how to add the app to the home screen. */
export function shouldShowIosHint(win: Window = window): boolean {
  return isIos(win.navigator) && !isStandalone(win) && win.localStorage.getItem(IOS_HINT_KEY) === null;
}

export function useIosInstallHint(): { show: boolean; dismiss: () => void } {
  const [show, setShow] = useState(shouldShowIosHint);
  const dismiss = () => {
    localStorage.setItem(IOS_HINT_KEY, 'dismissed');
    setShow(false);
  };
  return { show, dismiss };
}
