import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadPushConfig } from './push-config';

describe('loadPushConfig', () => {
  it('defaults: generated keys, a real mailto: subject, no extra origins, a 1 s poll', () => {
    expect(loadPushConfig({})).toEqual({
      vapidPublicKey: undefined,
      vapidPrivateKey: undefined,
      vapidSubject: 'mailto:push@yetkaz.uz',
      allowedOrigins: [],
      pollMs: 1000,
    });
  });

  it('reads the keys, the subject and the allowed origins (normalised to origins)', () => {
    const pair = webpush.generateVAPIDKeys();
    const config = loadPushConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://yetkaz.uz/contact',
      PUSH_ALLOWED_ORIGINS: 'https://push.example.uz:8443/, https://127.0.0.1:9443',
    });
    expect(config).toMatchObject({ vapidPublicKey: pair.publicKey, vapidSubject: 'https://yetkaz.uz/contact' });
    expect(config.allowedOrigins).toEqual(['https://push.example.uz:8443', 'https://127.0.0.1:9443']);
  });

  it('refuses a half or malformed key pair, a subject that is not mailto:/https:, and a silly poll', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/together/);
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadPushConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    for (const subject of ['admin@yetkaz.uz', 'http://yetkaz.uz', 'mailto:', 'mailto:x']) {
      expect(() => loadPushConfig({ VAPID_SUBJECT: subject }), subject).toThrow(/VAPID_SUBJECT/);
    }
    expect(() => loadPushConfig({ PUSH_POLL_MS: 'soon' })).toThrow(/PUSH_POLL_MS/);
  });

  it('refuses a subject on localhost or a host without a dot, which Apple answers with 403 BadJwtToken', () => {
    for (const subject of [
      'mailto:x@localhost',
      'mailto:ops@LOCALHOST',
      'mailto:ops@yetkaz',
      'mailto:ops@shop.localhost',
      'https://localhost/contact',
      'https://intranet',
    ]) {
      expect(() => loadPushConfig({ VAPID_SUBJECT: subject }), subject).toThrow(
        /VAPID_SUBJECT must name a real, public address.*localhost/,
      );
    }
    for (const subject of ['mailto:ops@yetkaz.uz', 'mailto:ops@Mail.Yetkaz.uz', 'https://yetkaz.uz/contact']) {
      expect(loadPushConfig({ VAPID_SUBJECT: subject }).vapidSubject, subject).toBe(subject);
    }
  });
});
