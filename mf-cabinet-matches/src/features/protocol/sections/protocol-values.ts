// The protocol's versioned parts as their forms edit them: the crew by role, the statistics by
// metric and side, the kits and spectators; and the bodies a save sends. Pure, for the sections
// and their tests.
import { REFEREE_ROLES, type RefereeRole } from '@league/shared';
import type { CabinetProtocol } from '@league/shared/cabinet';

export type Crew = Record<RefereeRole, number | null>;
export type Stats = Record<string, { host: string; guest: string }>;
export interface Details {
  host_color: string;
  guest_color: string;
  spectators: string;
}

export const crewOf = (p: CabinetProtocol): Crew =>
  Object.fromEntries(
    REFEREE_ROLES.map((role) => [role, p.crew.find((c) => c.role === role)?.referee?.id ?? null]),
  ) as Crew;
export const statsOf = (p: CabinetProtocol): Stats =>
  Object.fromEntries(p.statistics.map((s) => [s.metric, { host: s.host_value ?? '', guest: s.guest_value ?? '' }]));
export const detailsOf = (p: CabinetProtocol): Details => ({
  host_color: p.host_color ?? '',
  guest_color: p.guest_color ?? '',
  spectators: p.spectators === null ? '' : String(p.spectators),
});

/** The crew as the API takes it: every role, nobody as null. */
export const crewBody = (crew: Crew) => ({ crew: REFEREE_ROLES.map((role) => ({ role, referee_id: crew[role] })) });

/** The statistics as the API takes them: an empty value is none. */
export const statisticsBody = (metrics: readonly { metric: string }[], stats: Stats) => ({
  statistics: metrics.map((m) => ({
    metric: m.metric as never,
    host_value: stats[m.metric]?.host || null,
    guest_value: stats[m.metric]?.guest || null,
  })),
});

/** Kits and spectators as the API takes them: no colour is null, spectators a number or null. */
export function detailsBody(details: Details) {
  const spectators = details.spectators.trim();
  return {
    host_color: details.host_color || null,
    guest_color: details.guest_color || null,
    spectators: spectators === '' ? null : Number(spectators),
  };
}
