// GET /api/docs: the API described for integrators (a club's or the federation's developers) —
// a readable page (Swagger UI, served from the package, no third-party host) and the OpenAPI 3.1
// document at /api/docs/json (and /yaml), generated from the endpoint objects.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ENDPOINTS } from '@league/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_TITLE, openApiDocument } from './document';

export const DOCS_PREFIX = '/api/docs';

export const openApiPlugin = fp<{ apiPrefix: string; version: string; publicUrl: string }>(
  async (app: FastifyInstance, { apiPrefix, version, publicUrl }) => {
    // The server integrators call: the configured public origin (PUBLIC_URL), whatever Host a request named.
    const document = openApiDocument(ENDPOINTS, {
      title: API_TITLE,
      version,
      serverUrl: `${publicUrl}${apiPrefix}`,
    });
    await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
      staticCSP: false,
    });
  },
  { name: 'openapi' },
);
