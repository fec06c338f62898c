// A player's rules in the cabinet: its column values from a body, its own fields of its page
// and form, a team's shirt numbers and captaincy, and how a refused transfer's eligibility reads.
import type { Language, PlayerCreateBody, PlayerEditBody } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import type * as people from '../../../db/person-tables';
import { AppError, type FieldErrors } from '../../../lib/errors';
import { orNull } from '../../../lib/text';
import { nameValues, newPersonRow } from '../person-cabinet.rules';
import * as repository from '../players.repository';

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

/** A new player's row from a create body, under its slug (the registry import writes it too). */
export const newPlayerRow = (body: PlayerCreateBody, slug: string) => newPersonRow(playerColumns(body), slug);

/** The player's own fields of its page and its form (the number: of its current place, else its usual one). */
export const playerValues = (row: repository.CabinetPlayerRow, current: people.MembershipRow | undefined) => ({
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

/** Refuses a shirt number another active player of the team wears, and a second captain. */
export async function checkTeamRules(
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
