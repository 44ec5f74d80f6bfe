import type { FastifyInstance } from 'fastify';

export interface PolicyExtras {
  /** A nonce the response's inline scripts carry (the analytics snippet's). */
  scriptNonce?: string | null;
  /** Origins an analytics service loads its script from and sends its beacons to (script-src, connect-src, img-src). */
  analyticsOrigins?: readonly string[];
}

/**
 * No inline scripts anywhere (the login cookie is readable by scripts, so XSS must have nowhere to run) but those
 * carrying the response's own nonce; inline styles stay allowed because Chakra/emotion injects them at runtime.
 * Only the public site's pages get extras (static-spa.ts), from the tenant's analytics settings.
 */
export function contentSecurityPolicy(extras: PolicyExtras = {}): string {
  const origins = extras.analyticsOrigins?.length ? ` ${extras.analyticsOrigins.join(' ')}` : '';
  const nonce = extras.scriptNonce ? ` 'nonce-${extras.scriptNonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${nonce}${origins}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${origins}`,
    "font-src 'self' data:",
    `connect-src 'self'${origins}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The headers every answer carries whatever its content (the raw-socket answers of framework-errors.ts too). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export function installSecurityHeaders(app: FastifyInstance): void {
  // Callback style, not async: every answer passes here, and a promise per hook is garbage on the hot path.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route that set a policy of its own keeps it: pictures (sandboxed), and public pages carrying the analytics
    // snippet (the strict policy plus their nonce and origins). Every other answer gets the strict one.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.headers(STATIC_SECURITY_HEADERS);
    // Only over https: HSTS on plain http would be ignored at best and pin a wrong origin at worst.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
