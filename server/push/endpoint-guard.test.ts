import { describe, expect, it } from 'vitest';
import { checkedEndpoint, isAllowedEndpoint } from './endpoint-guard';

const stub = 'https://127.0.0.1:8443';

describe('isAllowedEndpoint', () => {
  it('accepts the known push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedEndpoint(endpoint, []), endpoint).toBe(true);
    }
  });

  it('refuses internal addresses, other hosts, other schemes and look-alikes', () => {
    for (const endpoint of [
      'http://127.0.0.1:5432',
      'https://example.com',
      'file:///etc/passwd',
      'http://169.254.169.254',
      'https://169.254.169.254/latest/meta-data',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
      `${stub}/push/1`,
    ]) {
      expect(isAllowedEndpoint(endpoint, []), endpoint).toBe(false);
    }
  });

  it('accepts an origin from PUSH_ALLOWED_ORIGINS, exactly', () => {
    expect(isAllowedEndpoint(`${stub}/push/1`, [stub])).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1:8444/push/1', [stub])).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:8443/push/1', [stub])).toBe(false);
  });

  // Strings that WHATWG URL (the check) and url.parse (web-push's sender) read as different hosts or paths.
  it('refuses what the sender could read otherwise than the check', () => {
    for (const endpoint of [
      'https:/fcm.googleapis.com/../internal/admin/reset?confirm=yes',
      'https:fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.2%2enotify.windows.com/x',
      'https://169.254.169.254%2enotify.windows.com/x',
      'https://169.254.169.254%2Enotify.windows.com/latest/meta-data',
      'https://fcm.googleapis.com/fcm/%2e%2e/%2E%2E/internal',
      'https://fcm.googleapis.com/fcm/send/../../internal',
      'https://fcm.googleapis.com\\@127.0.0.1/x',
      'https://FCM.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:443/fcm/send/x',
      'https://fcm.googleapis.com',
      'https://fcm.googleapis.com?x=1',
      'https://@fcm.googleapis.com/x',
      'https://fcm.googleapis.com/fcm send/x',
      `${stub}/push/%2e%2e/admin`,
    ]) {
      expect(checkedEndpoint(endpoint, [stub]), endpoint).toBeNull();
    }
  });

  it('gives back the very string it checked, for the sender to use', () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc:def', `${stub}/push/1`]) {
      expect(checkedEndpoint(endpoint, [stub])).toBe(endpoint);
    }
  });
});
