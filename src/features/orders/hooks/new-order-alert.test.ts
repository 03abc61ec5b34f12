import { describe, expect, it, vi } from 'vitest';
import { createNewOrderAlert, type AlertEffects } from './new-order-alert';

function setup(overrides: Partial<AlertEffects> = {}) {
  const effects = {
    announce: vi.fn(),
    refetchList: vi.fn(async () => 3),
    setBadge: vi.fn(),
    clearBadge: vi.fn(),
    isVisible: vi.fn(() => true),
    markRead: vi.fn(async () => ({})),
    ...overrides,
  };
  return { effects, alert: createNewOrderAlert(effects) };
}

const unread = { isRead: false, lastOrderAt: '2026-01-02T10:00:00.000Z' };

describe('new-order alert', () => {
  it('announces an unread flag once, refetches the list, then marks it read', async () => {
    const { alert, effects } = setup();
    await alert.onFlag(unread);
    expect(effects.announce).toHaveBeenCalledTimes(1);
    expect(effects.refetchList).toHaveBeenCalledExactlyOnceWith(unread.lastOrderAt);
    expect(effects.setBadge).toHaveBeenCalledWith(3);
    expect(effects.markRead).toHaveBeenCalledTimes(1);
    expect(effects.clearBadge).toHaveBeenCalledTimes(1);
    const [refetched] = vi.mocked(effects.refetchList).mock.invocationCallOrder;
    const [marked] = vi.mocked(effects.markRead).mock.invocationCallOrder;
    expect(refetched).toBeLessThan(marked!);
  });

  it('stays quiet while the flag is read', async () => {
    const { alert, effects } = setup();
    await alert.onFlag({ isRead: true, lastOrderAt: null });
    expect(effects.announce).not.toHaveBeenCalled();
    expect(effects.markRead).not.toHaveBeenCalled();
  });

  it('does not announce the same unread state twice, but does a newer order', async () => {
    const { alert, effects } = setup({ markRead: vi.fn(() => Promise.reject(new Error('offline'))) });
    await alert.onFlag(unread);
    await alert.onFlag({ ...unread });
    expect(effects.announce).toHaveBeenCalledTimes(1);
    await alert.onFlag({ isRead: false, lastOrderAt: '2026-01-02T10:05:00.000Z' });
    expect(effects.announce).toHaveBeenCalledTimes(2);
  });

  it('never rings for a failed flag fetch (false, no time), and still rings for the next confirmed order', async () => {
    const { alert, effects } = setup();
    await alert.onFlag({ isRead: false, lastOrderAt: null });
    await alert.onFlag({ isRead: false, lastOrderAt: null });
    expect(effects.announce).not.toHaveBeenCalled();
    expect(effects.markRead).not.toHaveBeenCalled();
    await alert.onFlag(unread);
    expect(effects.announce).toHaveBeenCalledTimes(1);
    await alert.onFlag({ isRead: false, lastOrderAt: null }); // the next check fails: no second ring
    await alert.onFlag(unread);
    expect(effects.announce).toHaveBeenCalledTimes(1);
  });

  it('waits until the page is visible before marking read', async () => {
    let visible = false;
    const { alert, effects } = setup({ isVisible: () => visible });
    await alert.onFlag(unread);
    expect(effects.markRead).not.toHaveBeenCalled();
    visible = true;
    await alert.onVisible();
    expect(effects.markRead).toHaveBeenCalledTimes(1);
    await alert.onVisible();
    expect(effects.markRead).toHaveBeenCalledTimes(1);
  });
});
