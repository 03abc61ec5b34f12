const knownHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const knownSuffixes = ['.notify.windows.com'];

/**
 * The push endpoint the server may send to, as the one string both the check and the sender read,
 * or null. `https:` on a known push service's default port, or on one of `allowedOrigins`; and
 * written exactly as WHATWG URL writes it back (`href`), with no userinfo, no port outside
 * `allowedOrigins`, no percent-encoded dot and a path right after the host. `web-push` sends with
 * the legacy `url.parse`, which reads some strings otherwise than `URL` does
 * (`https:/fcm.googleapis.com/../internal`, `https://127.0.0.2%2enotify.windows.com/x` went to
 * other hosts than the ones checked), so whatever the two could read differently is refused.
 */
export function checkedEndpoint(endpoint: string, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.href !== endpoint || /%2e/i.test(endpoint)) return null;
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!endpoint.startsWith(`${url.origin}/`)) return null;
  if (allowedOrigins.includes(url.origin)) return url.href;
  if (url.port) return null;
  const known = knownHosts.includes(url.hostname) || knownSuffixes.some((suffix) => url.hostname.endsWith(suffix));
  return known ? url.href : null;
}

/** Whether `checkedEndpoint` accepts `endpoint`. */
export const isAllowedEndpoint = (endpoint: string, allowedOrigins: readonly string[]) =>
  checkedEndpoint(endpoint, allowedOrigins) !== null;
