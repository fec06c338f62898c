// A person's cabinet writes, the same for every kind: create with the duplicate warning, the
// transfer (history row, both clubs notified) and the photo.
import type { Language } from '@league/shared/contracts';
import type { Executor } from '../../../db/database';
import * as people from '../../../db/person-tables';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { insertWithFreeSlug } from '../../../lib/slug';
import { orNull } from '../../../lib/text';
import { storeFile, type AcceptedFile } from '../../../storage/upload';
import type { CurrentUser } from '../../auth/index';
import { notify } from '../../notifications/index';
import {
  assertTeamOpen,
  nameKeys,
  personSlugBase,
  photoColumn,
  uploadedPhotoKey,
  type NameFields,
} from '../person-cabinet.rules';
import { today, type PersonCabinetDeps, type PersonCabinetRow } from './deps';
import { writable } from './scope';

/** A move a kind's transfer check judges: the person, the new team, the teams the person stays in. */
export interface TeamMove {
  personId: number;
  teamId: number;
  /** The teams the person keeps an active place in after the move (with keeping, or others not left). */
  stayingTeamIds: number[];
  /** An old place in the new team (a return), if any. */
  previous: people.MembershipRow | undefined;
  /** Today in Asia/Almaty, 'YYYY-MM-DD'. */
  today: string;
}

/** What a create of every kind sends: the names, the team, the duplicate warning's fields. */
export type NewPersonBody = NameFields & {
  team_id: number;
  confirm_duplicate?: boolean;
  identity_number?: string | null;
  birth_date?: string | null;
};

/** The kind's steps of a create: its check, its row (answering its id), the number of its place. */
export interface NewPersonSteps {
  check?: (trx: Executor) => Promise<void>;
  insert: (trx: Executor, slug: string) => Promise<number | undefined>;
  number?: number | null;
}

/** A transfer: the person, the new team, keeping the old place or leaving it (one, else every other). */
export interface TeamSwitchBody {
  personId: number;
  team_id: number;
  keep: boolean;
  from_team_id?: number | null;
}

/** The kind's steps of a transfer: its check (answering the new place's number), and what follows the move. */
export interface TeamSwitchSteps {
  check?: (trx: Executor, move: TeamMove) => Promise<{ number: number | null } | void>;
  after?: (trx: Executor, personId: number) => Promise<void>;
}

/**
 * A new person in a team, in one transaction: the team open to the user, the duplicate
 * warning unless confirmed, the kind's `check`, a unique slug, the row (`insert`) and the place.
 */
export async function createPerson<Row extends PersonCabinetRow>(
  deps: PersonCabinetDeps<Row>,
  language: Language,
  user: CurrentUser,
  body: NewPersonBody,
  steps: NewPersonSteps,
): Promise<{ id: number; slug: string }> {
  const { db, kind } = deps;
  const T = kind.tables;
  return inTransaction(db, async (trx) => {
    const team = await people.lockTeam(trx, body.team_id);
    assertTeamOpen(user, team);
    if (!body.confirm_duplicate) {
      await people.lockDuplicateProbe(trx, T, {
        identityNumber: orNull(body.identity_number),
        birthDate: body.birth_date ?? null,
      });
      const duplicate = await people.findDuplicate(trx, T, language, {
        identityNumber: orNull(body.identity_number),
        nameKeys: nameKeys(body),
        birthDate: body.birth_date ?? null,
      });
      if (duplicate) {
        // `current` as every 409 has it; `duplicate` as the forms have always read it.
        const found = { owner: kind.owner, ...duplicate };
        throw new AppError('person_duplicate', {
          params: { name: duplicate.name },
          data: { duplicate: found, current: found },
        });
      }
    }
    await steps.check?.(trx);
    const { id, slug } = await insertWithFreeSlug(
      personSlugBase(body, kind.owner),
      (candidate) => people.slugTaken(trx, T, candidate),
      (candidate) => steps.insert(trx, candidate),
    );
    await people.joinTeam(trx, T, id, body.team_id, today(deps), steps.number ?? null);
    return { id, slug };
  });
}

/**
 * Moves a person to a team, keeping the old place or leaving it (`from_team_id`, else every
 * other active place): the history row, and both clubs notified. The person is locked, then
 * the new team and the teams the person stays in, in id order (ADR 0138, 0161): what the
 * kind's `check` reads of those teams (a shirt number, the captaincy) cannot change before
 * the move is stored. `check` runs before the move and answers the shirt number the new place
 * gets (players); `after` runs once the person is in the new team.
 */
export async function switchTeam<Row extends PersonCabinetRow>(
  deps: PersonCabinetDeps<Row>,
  language: Language,
  user: CurrentUser,
  body: TeamSwitchBody,
  steps: TeamSwitchSteps = {},
): Promise<{ id: number; slug: string }> {
  const { db, kind } = deps;
  const T = kind.tables;
  return inTransaction(db, async (trx) => {
    const person = await writable(deps, trx, user, { id: body.personId });
    const places = await people.memberships(trx, T, [person.id]);
    const active = places.filter((m) => m.is_active);
    const leaving = body.keep
      ? []
      : active
          .filter((m) => m.team_id !== body.team_id && (!body.from_team_id || m.team_id === body.from_team_id))
          .map((m) => m.team_id);
    const staying = active
      .map((m) => m.team_id)
      .filter((teamId) => teamId !== body.team_id && !leaving.includes(teamId));
    let target: Awaited<ReturnType<typeof people.lockTeam>> = undefined;
    for (const teamId of [...new Set([body.team_id, ...staying])].sort((a, b) => a - b)) {
      const locked = await people.lockTeam(trx, teamId);
      if (teamId === body.team_id) target = locked;
    }
    assertTeamOpen(user, target);
    if (active.some((m) => m.team_id === body.team_id))
      throw new AppError('validation_failed', { fields: { team_id: [{ rule: 'transfer_same_team' }] } });
    if (body.from_team_id && !active.some((m) => m.team_id === body.from_team_id))
      throw new AppError('validation_failed', { fields: { from_team_id: [{ rule: 'one_of' }] } });
    const from = body.from_team_id ?? active[0]?.team_id ?? null;
    const checked = await steps.check?.(trx, {
      personId: person.id,
      teamId: body.team_id,
      stayingTeamIds: staying,
      previous: places.find((m) => m.team_id === body.team_id),
      today: today(deps),
    });
    if (!body.keep)
      await people.leaveTeams(trx, T, person.id, today(deps), {
        teamIds: body.from_team_id ? [body.from_team_id] : undefined,
        exceptTeamId: body.team_id,
      });
    await people.joinTeam(trx, T, person.id, body.team_id, today(deps), checked ? checked.number : null);
    await steps.after?.(trx, person.id);
    await people.insertTransfer(trx, T, {
      personId: person.id,
      fromTeamId: from,
      toTeamId: body.team_id,
      kept: body.keep,
      byUserId: user.id,
    });
    const teams = await people.cabinetTeams(trx, language, { ids: [body.team_id, ...(from ? [from] : [])] });
    const [row] = await kind.rows(trx, language, { ids: [person.id] });
    for (const clubId of new Set(teams.map((t) => t.club_id))) {
      await notify(trx, { clubId }, 'person_transferred', {
        owner: kind.owner,
        person_id: person.id,
        slug: person.slug,
        name: row?.name ?? '',
        from_team_id: from,
        to_team_id: body.team_id,
        kept: body.keep,
      });
    }
    return { id: person.id, slug: person.slug };
  });
}

/** Stores a new photo (≤ 300 KB image) and removes the one it replaces, if an upload made it. */
export async function setPhoto<Row extends PersonCabinetRow>(
  deps: PersonCabinetDeps<Row>,
  user: CurrentUser,
  where: { id: number } | { slug: string },
  file: AcceptedFile | null,
): Promise<{ id: number; slug: string; photo: string }> {
  const { db, clock, storage, kind } = deps;
  const T = kind.tables;
  if (!file) throw new AppError('validation_failed', { fields: { photo: [{ rule: 'required' }] } });
  // Checked before the file is stored, so a refused request writes nothing.
  await inTransaction(db, async (trx) => writable(deps, trx, user, where));
  const key = await storeFile(storage, 'image', file, clock());
  try {
    const { id, slug } = await inTransaction(db, async (trx, tx) => {
      const person = await writable(deps, trx, user, where);
      const oldKey = uploadedPhotoKey(await people.setPhoto(trx, T, person.id, photoColumn(key), clock()));
      if (oldKey) tx.afterCommit(() => storage.delete(oldKey).catch(() => undefined));
      return { id: person.id, slug: person.slug };
    });
    return { id, slug, photo: fileUrl(photoColumn(key))! };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
