// The cabinet's player writes (super_admin, the club's command_admin), each in one transaction:
// create, edit (a team's shirt number and captaincy), status, transfer (ADR 0161) and photo.
import type {
  Language,
  PersonStatus,
  PlayerCreateBody,
  PlayerEditBody,
  PlayerSwitchTeamBody,
} from '@league/shared/contracts';
import * as people from '../../../db/person-tables';
import { inTransaction } from '../../../db/transaction';
import { AppError, type FieldErrors } from '../../../lib/errors';
import type { AcceptedFile } from '../../../storage/upload';
import type { CurrentUser } from '../../auth/index';
import { writable } from '../person/scope';
import { createPerson, setPhoto, switchTeam } from '../person/writes';
import * as repository from '../players.repository';
import type { PlayersCabinetDeps } from './deps';
import { checkTeamRules, ineligibleTeam, newPlayerRow, playerColumns } from './rules';

const T = repository.PLAYER_TABLES;

export function createPlayer(
  deps: PlayersCabinetDeps,
  language: Language,
  user: CurrentUser,
  body: PlayerCreateBody,
): Promise<{ id: number; slug: string }> {
  return createPerson(deps, language, user, body, {
    check: (trx) => checkTeamRules(trx, language, null, [body.team_id], body.team_id, body),
    insert: (trx, slug) => repository.insertPlayer(trx, newPlayerRow(body, slug)),
    number: body.number ?? null,
  });
}

export async function editPlayer(
  deps: PlayersCabinetDeps,
  language: Language,
  user: CurrentUser,
  id: number,
  body: PlayerEditBody,
): Promise<{ id: number; slug: string }> {
  return inTransaction(deps.db, async (trx) => {
    const player = await writable(deps, trx, user, { id });
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
    await repository.updatePlayer(trx, id, playerColumns(body), deps.clock());
    if (numberTeam !== null) await repository.setTeamNumber(trx, id, numberTeam, body.number ?? null);
    return { id, slug: player.slug };
  });
}

export async function setPlayerStatus(
  deps: PlayersCabinetDeps,
  user: CurrentUser,
  id: number,
  status: PersonStatus,
): Promise<{ id: number; slug: string }> {
  return inTransaction(deps.db, async (trx) => {
    const player = await writable(deps, trx, user, { id });
    await people.setStatus(trx, T, id, status, deps.clock());
    return { id, slug: player.slug };
  });
}

/**
 * A transfer, with or without keeping, under the rules of a new place (ADR 0161): the shirt
 * number the player will wear in the new team (the one asked for, else the one of an old place
 * there, else the player's usual one) free there; the captaincy (asked for, else the player's)
 * free in the new team and in every team the player stays in; the player eligible for the new
 * team's current tournaments (band, documents); an archived club refused before. Every clash
 * is one 422 with each field's error, so the dialog shows them all at once.
 */
export function switchPlayerTeam(
  deps: PlayersCabinetDeps,
  language: Language,
  user: CurrentUser,
  body: PlayerSwitchTeamBody,
): Promise<{ id: number; slug: string }> {
  let captaincy: boolean | undefined;
  return switchTeam(
    deps,
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
            await deps.eligibility(trx, language, {
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
        if (captaincy !== undefined) await repository.updatePlayer(trx, id, { is_captain: captaincy }, deps.clock());
      },
    },
  );
}

export function setPlayerPhoto(
  deps: PlayersCabinetDeps,
  user: CurrentUser,
  id: number,
  file: AcceptedFile | null,
): Promise<{ id: number; slug: string; photo: string }> {
  return setPhoto(deps, user, { id }, file);
}
