/** Web Push settings from the environment (README, "Push notifications"). */
export interface PushConfig {
  /** `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY`, both or neither; neither: a pair generated once and kept in the database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** `VAPID_SUBJECT`: a `mailto:` or `https:` URL of the shop's operator; push services (Apple's) refuse made-up ones. */
  vapidSubject: string;
  /** `PUSH_ALLOWED_ORIGINS`: origins of self-hosted push services accepted besides the known ones. */
  allowedOrigins: string[];
  /** `PUSH_POLL_MS`: how often the worker looks for push jobs. */
  pollMs: number;
}

const defaultSubject = 'mailto:push@yetkaz.uz';

/** The host a subject names: the mail domain of a `mailto:`, the host of an `https:` URL. */
function subjectHost(subject: string): string {
  if (subject.startsWith('mailto:')) return subject.slice(subject.lastIndexOf('@') + 1).toLowerCase();
  try {
    return new URL(subject).hostname;
  } catch {
    return '';
  }
}

const isBase64url = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;

export function loadPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!vapidPublicKey !== !vapidPrivateKey)
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  // A P-256 key pair in base64url: the public key an uncompressed point (65 bytes), the private one 32 bytes.
  if (vapidPublicKey && !isBase64url(vapidPublicKey, 65))
    throw new Error('VAPID_PUBLIC_KEY must be a 65-byte P-256 public key, base64url');
  if (vapidPrivateKey && !isBase64url(vapidPrivateKey, 32))
    throw new Error('VAPID_PRIVATE_KEY must be a 32-byte P-256 private key, base64url');
  const vapidSubject = env.VAPID_SUBJECT || defaultSubject;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(vapidSubject))
    throw new Error('VAPID_SUBJECT must be a mailto: or https: URL');
  const host = subjectHost(vapidSubject);
  // Apple's push service answers 403 BadJwtToken to every push signed with such a subject.
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    throw new Error(
      `VAPID_SUBJECT must name a real, public address of the operator (got "${vapidSubject}"): Apple refuses localhost and hosts without a dot`,
    );
  }
  const allowedOrigins = (env.PUSH_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  const pollMs = Number(env.PUSH_POLL_MS ?? 1000);
  if (!Number.isFinite(pollMs) || pollMs < 10)
    throw new Error('PUSH_POLL_MS must be a number of milliseconds, at least 10');
  return { vapidPublicKey, vapidPrivateKey, vapidSubject, allowedOrigins, pollMs };
}
