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

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const csp = options.contentSecurityPolicy ?? DEFAULT_CSP;
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      // For browsers that ignore frame-ancestors.
      reply.header('x-frame-options', 'SAMEORIGIN');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      return payload;
    });
  },
  { name: 'security-headers' },
);
