// What every module of the API looks like to the registry (registry.ts): one Fastify plugin built
// by `defineModule` from the module's routes, handed the services the composition root
// (compose.ts) built once from the settings below. Public routes answer through the public cache
// (plugins/public-cache.ts); cabinet routes are never cached. Types only flow from here into the
// modules, so nothing imports back.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import type { DB } from '../db/database';
import type { Clock } from '../lib/clock';
import { publicCachePlugin } from '../plugins/public-cache';
import type { SnapshotMemo } from '../lib/snapshot-memo';
import type { FileStorage } from '../storage/storage';
import type { AuthService } from './auth/auth.service';
import type { RateLimitStore } from './auth/rate-limit';

/** The settings every service is built from, once at start-up (compose.ts). */
export interface ModuleOptions {
  db: DB;
  clock: Clock;
  /** Sessions and logins; app.ts creates it once, the auth plugin and the auth module share it. */
  auth: AuthService;
  /** The file store (storage/storage.ts): public images and private documents. */
  storage: FileStorage;
  /** LISTEN on a database channel (db/connection.ts); cross-process events such as live matches. */
  listen?: DatabaseHandle['listen'];
  /** Rate-limit counters (login, feedback): memory with the embedded database, PostgreSQL otherwise. */
  rateLimits: RateLimitStore;
  /** Read-model snapshots, one per version of the public data (lib/snapshot-memo.ts); app.ts creates it once. */
  snapshots?: SnapshotMemo;
  /** The configured public origin (PUBLIC_URL): absolute links are built from it, never from the Host header. */
  publicUrl: string;
  /** Caps of the live match streams of this process (config: LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_MAX). */
  liveStreams?: { perAddress: number; max: number };
  /** Whether notifications that ask for action are e-mailed (SMTP_URL and MAIL_FROM set; ADR 0180). */
  emailAvailable?: boolean;
}

/** A module's routes as one Fastify plugin; its services come built from the composition root (compose.ts). */
export type LeagueModule<S = unknown> = FastifyPluginAsync<{ services: S }>;

export interface ModuleParts<S> {
  /** Routes for everybody: answers carry Cache-Control/ETag and sit in the micro-cache. */
  publicRoutes?(app: FastifyInstance, services: S): Promise<void>;
  /** Routes of the staff cabinet (roles checked per route); never cached. */
  cabinetRoutes?(app: FastifyInstance, services: S): Promise<void>;
}

export function defineModule<S>(parts: ModuleParts<S>): LeagueModule<S> {
  return async (app, { services }) => {
    const { publicRoutes, cabinetRoutes } = parts;
    if (publicRoutes) {
      await app.register(async (scope) => {
        await scope.register(publicCachePlugin);
        await publicRoutes(scope, services);
      });
    }
    if (cabinetRoutes) await app.register(async (scope) => cabinetRoutes(scope, services));
  };
}
