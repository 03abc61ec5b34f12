import { secureHeaders } from 'hono/secure-headers';
import { createMiddleware } from 'hono/factory';

/** No inline script anywhere; styles may be inline (Konsta and charts set them). */
const allHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
});

/**
 * What a browser reads only from a page it renders: the HTML that `/` and every screen's address send carries
 * them, and so does plain text (`robots.txt`), the other page a browser opens here; a JSON answer, a script or
 * an image goes without (about 1 KB of every poll on mobile data). Every answer keeps nosniff and
 * Cross-Origin-Resource-Policy, which guard the resource itself. Pages that differ in Cross-Origin-Opener-Policy
 * cannot share a browsing context group: each move between them would start a new renderer process.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export const securityHeaders = createMiddleware(async (c, next) => {
  await allHeaders(c, next);
  const type = c.res.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/html') || type.startsWith('text/plain')) return;
  for (const name of documentOnlyHeaders) c.res.headers.delete(name);
});
