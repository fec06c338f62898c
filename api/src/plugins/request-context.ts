// Decorates every request with its language (from Accept-Language, kk fallback).
import type { Language } from '@league/shared/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLanguage } from '../lib/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: kk, ru or en. */
    readonly lang: Language;
  }
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', {
      getter(this: { headers: Record<string, string | string[] | undefined> }) {
        return resolveLanguage(this.headers['accept-language']);
      },
    });
  },
  { name: 'request-context' },
);
