import { useState } from 'react';
import { isStandalone } from './install-prompt';
import { isIos } from './platform';

export const IOS_HINT_KEY = 'yetkaz-ios-install-hint';

/** An iPhone or iPad running the app in a Safari tab rather than from the home screen. */
export const isIosBrowserTab = (win: Window = window) => isIos(win.navigator) && !isStandalone(win);

/** Safari has no install prompt: tell iPhone users once how to add the app to the home screen. */
export function shouldShowIosHint(win: Window = window): boolean {
  return isIosBrowserTab(win) && win.localStorage.getItem(IOS_HINT_KEY) === null;
}

export function useIosInstallHint(): { show: boolean; dismiss: () => void } {
  const [show, setShow] = useState(shouldShowIosHint);
  const dismiss = () => {
    localStorage.setItem(IOS_HINT_KEY, 'dismissed');
    setShow(false);
  };
  return { show, dismiss };
}
