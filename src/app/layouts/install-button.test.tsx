import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallButton } from './install-button';
import { captureInstallPrompt, useCanInstall } from '../../lib/platform/install-prompt';
import { IOS_HINT_KEY, shouldShowIosHint } from '../../lib/platform/ios-install-hint';

let release: () => void;

function Header() {
  return useCanInstall() ? <InstallButton /> : null;
}

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  release = captureInstallPrompt();
  render(<Header />);
});

afterEach(() => {
  window.dispatchEvent(new Event('appinstalled'));
  release();
  localStorage.clear();
});

describe('install button', () => {
  it('appears once Chrome offers to install, and shows its dialog on click', async () => {
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Ilovani oʻrnatish' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes away once the app is installed', () => {
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('iOS hint', () => {
  const iphone = (standalone: boolean) =>
    ({
      navigator: {
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
        platform: 'iPhone',
        maxTouchPoints: 5,
        standalone,
      },
      matchMedia: () => ({ matches: standalone }),
      localStorage,
    }) as unknown as Window;

  it('shows on an iPhone in Safari until dismissed, never on the home-screen app', () => {
    expect(shouldShowIosHint(iphone(false))).toBe(true);
    expect(shouldShowIosHint(iphone(true))).toBe(false);
    localStorage.setItem(IOS_HINT_KEY, 'dismissed');
    expect(shouldShowIosHint(iphone(false))).toBe(false);
  });

  it('never shows elsewhere', () => {
    expect(shouldShowIosHint(window)).toBe(false);
  });
});
