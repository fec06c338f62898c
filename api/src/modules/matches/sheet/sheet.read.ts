// The match sheet as a user sees it (ADR 0212): both sides' listed players for the identity check
// (photo, number, birth year — no more of a child's data), both sign-offs, the history, and what
// this user may do with it. A command_admin sees both sides: the opposing team's official checks
// identities too.
import { policyAllows } from '@league/shared/access';
import type { Language, MatchSheet, TeamType } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import { fileUrl } from '../../../lib/file-url';
import { clubScope, type CurrentUser } from '../../auth/index';
import type { ProtocolMatchRow } from '../matches.protocol.repository';
import * as repo from './sheet.repository';

/** A photo kept as a private file: served by the sheet's photo endpoint, never at /uploads/. */
export const isPrivateKey = (path: string | null): boolean => !!path && /^\.?\/*private\//.test(path);

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
const yearOf = (value: Date | string | null) =>
  value === null ? null : Number((value instanceof Date ? value.toISOString() : value).slice(0, 4));

/** The sides a command_admin signs for: their club's (both when it plays itself). */
export function ownSides(user: CurrentUser, row: ProtocolMatchRow): TeamType[] {
  const own = clubScope(user);
  if (own === null) return [];
  return (['host', 'guest'] as const).filter((s) => (s === 'host' ? row.host_club_id : row.guest_club_id) === own);
}

/** Identities are checked until the final whistle (scheduled, postponed with a date, or live). */
export const checking = (row: ProtocolMatchRow) =>
  row.protocol_confirmed_at === null &&
  (row.status === 'scheduled' || row.status === 'live' || row.status === 'postponed');

export async function readSheet(
  db: Executor,
  language: Language,
  user: CurrentUser,
  row: ProtocolMatchRow,
): Promise<MatchSheet> {
  const [players, signoffs, history] = await Promise.all([
    repo.sheetPlayers(db, language, row.id),
    repo.signoffsOf(db, row.id),
    repo.historyOf(db, language, row.id),
  ]);
  const side = (teamId: number, title: string) => ({
    team: { id: teamId, title },
    players: players
      .filter((p) => p.team_id === teamId)
      .map((p) => ({
        player_id: p.player_id,
        name: p.name,
        number: p.number,
        kind: p.kind,
        birth_year: yearOf(p.birth_date),
        photo: fileUrl(p.photo),
        photo_private: isPrivateKey(p.photo),
        status: p.status ?? ('unchecked' as const),
      })),
  });
  const signoff = (teamType: TeamType) => {
    const s = signoffs.find((x) => x.team_type === teamType);
    return s ? { status: s.status, reason: s.reason, by: s.by, on_device: s.on_device, at: iso(s.signed_at) } : null;
  };
  const locked = row.protocol_confirmed_at !== null;
  const closed = row.sheet_closed_at !== null;
  const writer = policyAllows('matchWrite', user.role);
  const mine = ownSides(user, row);
  return {
    match_id: row.id,
    status: row.status,
    locked,
    checking: checking(row),
    closed_at: row.sheet_closed_at,
    sides: { host: side(row.host_team_id, row.host_title), guest: side(row.guest_team_id, row.guest_title) },
    signoffs: { host: signoff('host'), guest: signoff('guest') },
    permissions: {
      check: writer && checking(row),
      close: writer && !locked && !closed && row.status === 'finished',
      sign: closed && !locked ? mine.filter((s) => !signoffs.some((x) => x.team_type === s)) : [],
      sign_on_device: writer && closed && !locked,
      reopen: locked && policyAllows('superAdmin', user.role),
    },
    history: history.map((h) => ({
      at: iso(h.at),
      action: h.action as MatchSheet['history'][number]['action'],
      team_type: h.team_type,
      player: h.player,
      reason: h.reason,
      by: h.by,
    })),
  };
}
