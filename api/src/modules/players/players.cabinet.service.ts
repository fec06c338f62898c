// Players in the cabinet. Reads: super_admin and provider see every player, a command_admin only
// the players with an active place in its club's teams (any other is 404, never data); a
// provider gets identity data only (no documents, no history). Writes (super_admin, the club's
// command_admin), each in one transaction: create (with the duplicate warning), edit, status,
// transfer (history row + both clubs notified), photo. An archived club takes no new players and
// no transfers; a shirt number is unique within a team and a team has one captain, a transfer
// included (ADR 0161), which also asks the eligibility engine about the new team's tournaments.
import {
  PLAYER_POSITIONS,
  PLAYER_DOCUMENT_TYPES,
  REQUIRED_PLAYER_DOCUMENTS,
  type CabinetPlayerDetail,
  type CabinetPlayersQuery,
  type Language,
  type PersonStatus,
  type PlayerCreateBody,
  type PlayerEditBody,
  type PlayerForm,
  type PlayerStatisticsRow,
  type PlayerSwitchTeamBody,
  type PlayerTeamStats,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { sql, type RawBuilder } from 'kysely';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import * as people from '../../db/person-tables';
import type { Clock } from '../../lib/clock';
import { AppError, type FieldErrors } from '../../lib/errors';
import type { FileStorage } from '../../storage/storage';
import type { AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import { createPersonCabinet } from './person-cabinet.service';
import { nameValues, orNull, teamDto } from './person-cabinet.rules';
import * as repository from './players.repository';
import { ageOn } from './players.rules';

const T = repository.PLAYER_TABLES;

/**
 * Why a person may not join a team now, by the eligibility engine (a layer above, passed in by
 * the composition root): each reason with the current tournaments of the team it holds in.
 */
export type TransferEligibility = (
  db: Executor,
  language: Language,
  query: { teamId: number; person: { kind: 'player' | 'staff'; id: number }; on: string },
) => Promise<{ tournaments: string[]; reason: string }[]>;

/** The field errors of a transfer's eligibility: under `team_id`, "tournaments: reason". */
export const ineligibleTeam = (refusals: { tournaments: string[]; reason: string }[]): FieldErrors =>
  refusals.length > 0
    ? {
        team_id: refusals.map((r) => ({
          rule: 'transfer_ineligible',
          params: { tournaments: r.tournaments.join(', '), reason: r.reason },
        })),
      }
    : {};

/**
 * A player's statistics per tournament, as the public player page shows them: the player-pages
 * read model (a layer above), passed in by the composition root.
 */
export type PlayerStatistics = (language: Language, slug: string) => Promise<PlayerStatisticsRow[]>;

/** A player's column values from a create or edit body (the registry import writes with it too). */
export const playerColumns = (body: PlayerEditBody | PlayerCreateBody) => ({
  ...nameValues(body),
  birth_date: body.birth_date,
  position: body.position,
  number: body.number ?? null,
  gender: body.is_woman_squad ? ('female' as const) : ('male' as const),
  is_pupil: body.is_pupil ?? false,
  is_captain: body.is_captain ?? false,
  is_joker: body.is_joker ?? false,
  height_cm: body.height_cm ?? null,
  weight_kg: body.weight_kg ?? null,
  identity_kind: body.identity_kind ?? null,
  identity_number: orNull(body.identity_number),
  citizenship: body.citizenship ?? null,
});

export function createPlayersCabinetService({
  db,
  clock,
  storage,
  statistics,
  eligibility,
}: {
  db: DB;
  clock: Clock;
  storage: FileStorage;
  statistics: PlayerStatistics;
  eligibility: TransferEligibility;
}) {
  const person = createPersonCabinet(
    { db, clock, storage },
    {
      owner: 'player',
      tables: T,
      rows: repository.cabinetPlayers,
      required: () => REQUIRED_PLAYER_DOCUMENTS,
      documentTypes: PLAYER_DOCUMENT_TYPES,
    },
  );
  const { today, teamsById, readable, writable } = person;

  /** Refuses a shirt number another active player of the team wears, and a second captain. */
  async function checkTeamRules(
    trx: Executor,
    language: Language,
    playerId: number | null,
    teamIds: number[],
    numberTeamId: number | null,
    body: { number?: number | null; is_captain?: boolean },
  ) {
    const fields: Record<string, { rule: string; params?: Record<string, string> }[]> = {};
    if (
      numberTeamId !== null &&
      body.number != null &&
      (await repository.numberHolder(trx, language, numberTeamId, body.number, playerId)) !== undefined
    ) {
      fields.number = [{ rule: 'number_taken' }];
    }
    if (body.is_captain) {
      const captain = await repository.captainOf(trx, language, teamIds, playerId);
      if (captain !== undefined) fields.is_captain = [{ rule: 'captain_taken', params: { name: captain } }];
    }
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  }

  const columns = playerColumns;

  /** The player's own fields of its page and its form (the number: of its current place, else its usual one). */
  const playerValues = (row: repository.CabinetPlayerRow, current: people.MembershipRow | undefined) => ({
    birth_date: row.birth_date,
    position: row.position,
    number: current?.number ?? row.number,
    is_woman_squad: row.gender === 'female',
    is_pupil: row.is_pupil,
    is_captain: row.is_captain,
    is_joker: row.is_joker,
    height_cm: row.height_cm,
    weight_kg: row.weight_kg,
  });

  return {
    list(language: Language, user: CurrentUser, query: CabinetPlayersQuery) {
      const extra = [];
      if (query.position) extra.push(sql`p.position = ${query.position}`);
      if (query.birth_year) extra.push(sql`extract(year from p.birth_date) = ${query.birth_year}`);
      const orders = {
        birth_date: (dir: RawBuilder<unknown>) => sql`p.birth_date ${dir}`,
        number: (dir: RawBuilder<unknown>) => sql`coalesce(cur.number, p.number) ${dir} nulls last`,
      };
      return person.list(
        language,
        user,
        query,
        { orders, missingOf: REQUIRED_PLAYER_DOCUMENTS, extra },
        (row, place) => ({
          birth_date: row.birth_date,
          position: row.position,
          number: place?.number ?? row.number,
          is_pupil: row.is_pupil,
          is_captain: row.is_captain,
          is_joker: row.is_joker,
        }),
      );
    },

    async detail(language: Language, user: CurrentUser, slug: string): Promise<CabinetPlayerDetail> {
      const { card, ...rest } = await person.detail(language, user, slug, (row, { current }) => ({
        ...playerValues(row, current),
        age: ageOn(row.birth_date, today()),
      }));
      return { player: card, ...rest };
    },

    form(language: Language, user: CurrentUser, slug: string): Promise<PlayerForm> {
      return person.form(language, user, slug, {
        values: playerValues,
        options: {
          positions: PLAYER_POSITIONS.map((id) => ({ id, title: enumLabel('position', id, language) })),
          staff_kinds: [],
        },
      });
    },

    create(language: Language, user: CurrentUser, body: PlayerCreateBody): Promise<{ id: number; slug: string }> {
      return person.create(language, user, body, {
        check: (trx) => checkTeamRules(trx, language, null, [body.team_id], body.team_id, body),
        insert: (trx, slug) => {
          const values = columns(body);
          return repository.insertPlayer(trx, {
            ...values,
            first_name_kk: values.first_name_kk!,
            last_name_kk: values.last_name_kk!,
            slug,
          });
        },
        number: body.number ?? null,
      });
    },

    async edit(
      language: Language,
      user: CurrentUser,
      id: number,
      body: PlayerEditBody,
    ): Promise<{ id: number; slug: string }> {
      return inTransaction(db, async (trx) => {
        const player = await writable(trx, user, { id });
        const places = (await people.memberships(trx, T, [id])).filter((m) => m.is_active);
        const numberTeam = body.team_id ?? places[0]?.team_id ?? null;
        if (body.team_id && !places.some((m) => m.team_id === body.team_id))
          throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'one_of' }] } });
        // The shirt number and the captaincy are the team's: its row is locked (after the person,
        // in id order) as a transfer or a new player locks it, so two writers never both take one.
        for (const teamId of [...new Set(places.map((m) => m.team_id))].sort((a, b) => a - b))
          await people.lockTeam(trx, teamId);
        await checkTeamRules(
          trx,
          language,
          id,
          places.map((m) => m.team_id),
          numberTeam,
          body,
        );
        await repository.updatePlayer(trx, id, columns(body), clock());
        if (numberTeam !== null) await repository.setTeamNumber(trx, id, numberTeam, body.number ?? null);
        return { id, slug: player.slug };
      });
    },

    async setStatus(user: CurrentUser, id: number, status: PersonStatus): Promise<{ id: number; slug: string }> {
      return inTransaction(db, async (trx) => {
        const player = await writable(trx, user, { id });
        await people.setStatus(trx, T, id, status, clock());
        return { id, slug: player.slug };
      });
    },

    async teamsStats(language: Language, user: CurrentUser, id: number): Promise<PlayerTeamStats[]> {
      const row = await readable(language, user, { ids: [id] });
      const rows = await statistics(language, row.slug);
      const byTeam = new Map<number, Omit<PlayerTeamStats, 'team'> & { tournamentIds: Set<number> }>();
      for (const s of rows) {
        if (!s.team) continue;
        const acc = byTeam.get(s.team.id) ?? {
          tournaments: 0,
          tournamentIds: new Set<number>(),
          matches: 0,
          minutes: 0,
          goals: 0,
          assists: 0,
          yellow_cards: 0,
          red_cards: 0,
        };
        acc.tournamentIds.add(s.tournament.id);
        acc.matches += s.matches;
        acc.minutes += s.minutes;
        acc.goals += s.goals;
        acc.assists += s.assists;
        acc.yellow_cards += s.yellow_cards;
        acc.red_cards += s.red_cards;
        byTeam.set(s.team.id, acc);
      }
      const teams = await teamsById(language, byTeam.keys());
      return [...byTeam]
        .filter(([teamId]) => teams.has(teamId))
        .map(([teamId, { tournamentIds, ...acc }]) => ({
          ...acc,
          tournaments: tournamentIds.size,
          team: teamDto(teams.get(teamId)!),
        }));
    },

    /**
     * A transfer, with or without keeping, under the rules of a new place (ADR 0161): the shirt
     * number the player will wear in the new team (the one asked for, else the one of an old place
     * there, else the player's usual one) free there; the captaincy (asked for, else the player's)
     * free in the new team and in every team the player stays in; the player eligible for the new
     * team's current tournaments (band, documents); an archived club refused before. Every clash
     * is one 422 with each field's error, so the dialog shows them all at once.
     */
    switchTeam(
      language: Language,
      user: CurrentUser,
      body: PlayerSwitchTeamBody,
    ): Promise<{ id: number; slug: string }> {
      let captaincy: boolean | undefined;
      return person.switchTeam(
        language,
        user,
        { ...body, personId: body.player_id },
        {
          check: async (trx, move) => {
            const [player] = await repository.cabinetPlayers(trx, language, { ids: [move.personId] });
            const number = body.number ?? move.previous?.number ?? player.number ?? null;
            const captain = body.is_captain ?? player.is_captain;
            captaincy =
              body.is_captain !== undefined && body.is_captain !== player.is_captain ? body.is_captain : undefined;
            const fields: FieldErrors = {};
            if (number !== null) {
              const holder = await repository.numberHolder(trx, language, move.teamId, number, move.personId);
              if (holder !== undefined)
                fields.number = [{ rule: 'transfer_number_taken', params: { number, name: holder } }];
            }
            if (captain) {
              const holder = await repository.captainOf(
                trx,
                language,
                [move.teamId, ...move.stayingTeamIds],
                move.personId,
              );
              if (holder !== undefined) fields.is_captain = [{ rule: 'captain_taken', params: { name: holder } }];
            }
            Object.assign(
              fields,
              ineligibleTeam(
                await eligibility(trx, language, {
                  teamId: move.teamId,
                  person: { kind: 'player', id: move.personId },
                  on: move.today,
                }),
              ),
            );
            if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
            return { number };
          },
          after: async (trx, id) => {
            if (captaincy !== undefined) await repository.updatePlayer(trx, id, { is_captain: captaincy }, clock());
          },
        },
      );
    },

    setPhoto(
      user: CurrentUser,
      id: number,
      file: AcceptedFile | null,
    ): Promise<{ id: number; slug: string; photo: string }> {
      return person.setPhoto(user, { id }, file);
    },
  };
}

export type PlayersCabinetService = ReturnType<typeof createPlayersCabinetService>;
