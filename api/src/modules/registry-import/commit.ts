// The import itself (ADR 0250): in one transaction, queued behind any other import, the file's
// plan computed again against the registry as it is now and written — every valid row, or nothing.
// A file already imported to the same place answers what that import did and writes nothing.
import type { ImportResult, Language } from '@league/shared/contracts';
import type { DB, Executor } from '../../db/database';
import { lockDuplicateProbes } from '../../db/person-tables';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { insertImportedClub } from '../clubs/index';
import { insertImportedPlayers, PLAYER_TABLES } from '../players/index';
import { insertImportedStaff, STAFF_TABLES } from '../staff/index';
import { insertImportedTeam } from '../teams/index';
import { analyse, type AnalyseOptions } from './analyse';
import { importMessage } from './import.messages';
import * as repository from './import.repository';
import { hasErrors, type Plan } from './plan';
import { rowErrors } from './present';
import type { RawSheet } from './read-file';

const existingId = (key: string): number | null => (key.startsWith('#') ? Number(key.slice(1)) : null);

/** The rows the import adds to, locked in the order of docs/architecture.md: clubs, teams, then the people's probes. */
async function lockTargets(trx: Executor, plan: Plan): Promise<void> {
  const ids = (keys: string[]) =>
    [...new Set(keys.map(existingId).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  await repository.lockRows(trx, 'clubs', ids(plan.teams.map((t) => t.clubKey)));
  await repository.lockRows(trx, 'teams', ids([...plan.players, ...plan.staff].map((p) => p.teamKey)));
  const probe = (people: { body: { identity_number?: string | null; birth_date?: string | null } }[]) =>
    people.map(({ body }) => ({ identityNumber: body.identity_number ?? null, birthDate: body.birth_date ?? null }));
  await lockDuplicateProbes(trx, PLAYER_TABLES, probe(plan.players));
  await lockDuplicateProbes(trx, STAFF_TABLES, probe(plan.staff));
}

/** Writes a plan's clubs, teams and people; answers how many of each. */
async function write(trx: Executor, plan: Plan, today: string) {
  const ids = new Map<string, number>();
  const idOf = (key: string) => existingId(key) ?? ids.get(key)!;
  for (const club of plan.clubs) ids.set(club.key, (await insertImportedClub(trx, club.values)).id);
  for (const team of plan.teams)
    ids.set(team.key, (await insertImportedTeam(trx, { ...team.values, club_id: idOf(team.clubKey) })).id);
  await insertImportedPlayers(
    trx,
    plan.players.map((p) => ({ ...p.body, team_id: idOf(p.teamKey) })),
    today,
  );
  await insertImportedStaff(
    trx,
    plan.staff.map((p) => ({ ...p.body, team_id: idOf(p.teamKey) })),
    today,
  );
  return { clubs: plan.clubs.length, teams: plan.teams.length, players: plan.players.length, staff: plan.staff.length };
}

export interface ImportRun extends AnalyseOptions {
  language: Language;
  source: string;
  fileName: string;
  userId: number;
  skipInvalid: boolean;
  today: string;
}

export function runImport(db: DB, sheets: RawSheet[], run: ImportRun): Promise<ImportResult> {
  return inTransaction(
    db,
    async (trx) => {
      await repository.lockImports(trx);
      const earlier = await repository.findImport(trx, run.source);
      if (earlier) {
        const { id, clubs, teams, players, staff, skipped } = earlier;
        return { id, repeated: true, created: { clubs, teams, players, staff }, skipped };
      }
      await lockTargets(trx, await analyse(trx, sheets, run));
      const plan = await analyse(trx, sheets, run);
      const invalid = plan.sheets.flatMap((s) => s.rows).filter(hasErrors).length;
      if (invalid > 0 && !run.skipInvalid) {
        const text = importMessage(run.language, 'has_errors', { count: invalid });
        throw new AppError('validation_failed', {
          fields: { file: [{ rule: 'field_text', params: { text } }], ...rowErrors(plan, run.language) },
        });
      }
      const created = await write(trx, plan, run.today);
      const id = await repository.insertImport(trx, {
        source: run.source,
        file_name: run.fileName,
        created_by: run.userId,
        ...created,
        skipped: invalid,
      });
      return { id, repeated: false, created, skipped: invalid };
    },
    { label: 'registry import' },
  );
}
