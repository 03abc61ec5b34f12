const knownHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const knownSuffixes = ['.notify.windows.com'];

/**
 * Whether the server may send to this push endpoint: `https:` on a known push service's
 * default port, or on one of `allowedOrigins`. Everything else (other hosts, `http:`,
 * `file:`, internal addresses) is refused, so a subscription can never make the server
 * call an arbitrary address.
 */
export function isAllowedEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.port) return false;
  return knownHosts.includes(url.hostname) || knownSuffixes.some((suffix) => url.hostname.endsWith(suffix));
}
