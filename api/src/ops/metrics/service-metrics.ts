// What this process's services hold, read when scraped (ADR 0270): open live streams and the
// messages written to them (modules/live/live.hub.ts), the search index's builds
// (modules/search), and readiness itself (ops/health), so a dashboard sees it flap.
import { defineCounter, defineGauge } from './define';
import type { Registry } from 'prom-client';
import type { Readiness } from '../health/readiness';

export interface WatchedServices {
  live?: { size: number; messagesSent: number };
  search?: { indexBuilds(): { builds: number; lastBuildMs: number } };
}

/** A counter whose total lives elsewhere: set to it at each scrape. */
function countedElsewhere(registry: Registry, name: string, help: string, total: () => number): void {
  defineCounter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(total());
    },
  });
}

export function registerServiceMetrics(registry: Registry, services: WatchedServices): void {
  const { live, search } = services;
  if (live) {
    defineGauge({
      name: 'league_live_streams_open',
      help: 'Live match streams (server-sent events) open on this process.',
      registers: [registry],
      collect() {
        this.set(live.size);
      },
    });
    countedElsewhere(
      registry,
      'league_live_messages_sent_total',
      'Live match messages written to open streams by this process.',
      () => live.messagesSent,
    );
  }
  if (search) {
    countedElsewhere(
      registry,
      'league_search_index_builds_total',
      'Builds of the in-memory search index (one after each change of the public data that a search follows).',
      () => search.indexBuilds().builds,
    );
    defineGauge({
      name: 'league_search_index_last_build_duration_seconds',
      help: 'How long the last build of the search index took.',
      registers: [registry],
      collect() {
        this.set(search.indexBuilds().lastBuildMs / 1000);
      },
    });
  }
}

export function registerReadinessMetrics(registry: Registry, readiness: Readiness): void {
  defineGauge({
    name: 'league_ready',
    help: 'Whether this process takes traffic: 1 ready, 0 not (database, migrations, draining; see /readyz).',
    registers: [registry],
    async collect() {
      this.set((await readiness.check()).ready ? 1 : 0);
    },
  });
  countedElsewhere(
    registry,
    'league_readiness_transitions_total',
    'Changes of readiness between ready and not ready seen by probes and scrapes of this process.',
    () => readiness.transitions,
  );
}
