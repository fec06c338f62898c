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

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const headers = securityHeaderValues(options.contentSecurityPolicy ?? DEFAULT_CSP);
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(headers);
      return payload;
    });
  },
  { name: 'security-headers' },
);
