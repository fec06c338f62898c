// Security headers on every response, written here rather than pulled in with helmet: the
// list is short and the CSP is specific to this product (a same-origin React SPA made of
// Module Federation remotes, with embedded match broadcasts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DEFAULT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Styles: React and the UI kit set inline style attributes; no inline scripts are allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The cabinet's service worker (/sw.js, ADR 0178).
  "worker-src 'self'",
  "media-src 'self' https:",
  // Match broadcasts are embedded players.
  "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://vk.com https://vkvideo.ru",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export interface SecurityHeadersOptions {
  contentSecurityPolicy?: string;
}

/** The headers every answer carries (also written by the answers sent outside Fastify's hooks). */
export function securityHeaderValues(csp: string = DEFAULT_CSP): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // For browsers that ignore frame-ancestors.
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * Sent only on an answer that travelled over HTTPS: the socket was TLS, or a proxy named in
 * TRUST_PROXY said `X-Forwarded-Proto: https` (Fastify's `request.protocol` believes no one else).
 * Over plain HTTP it would be ignored by browsers at best, and it must never pin a host to HTTPS
 * on the word of a client.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaderValues(options.contentSecurityPolicy ?? DEFAULT_CSP);
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      return payload;
    });
  },
  { name: 'security-headers' },
);
