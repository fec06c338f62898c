// The registry import's use cases (ADR 0250), built once by the composition root: a template, the
// preview of a file (what an import would do, every problem on its cell; nothing written) and the
// import (every valid row in one transaction, or nothing; the same file twice changes nothing).
// A team's own import takes the team's players or staff only, in the team's club's scope.
import { createHash } from 'node:crypto';
import type { ImportFormat, ImportKind, ImportPreview, ImportResult, Language } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { cabinetTeams } from '../../db/person-tables';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { CurrentUser } from '../auth/index';
import { assertTeamOpen } from '../players/index';
import { analyse } from './analyse';
import { runImport } from './commit';
import * as repository from './import.repository';
import { counts, presentSheets } from './present';
import { readSpreadsheet } from './read-file';
import { template } from './template';
import type { SpreadsheetUpload } from './upload';

/** A team's own import: its id and the kind of people the file holds. */
export interface TeamImport {
  teamId: number;
  kind: 'players' | 'staff';
}

export function createRegistryImportService({ db, clock }: { db: DB; clock: Clock }) {
  /** The team of a team's import, if the user may add people to it (another club's is 404). */
  async function openTeam(language: Language, user: CurrentUser, team: TeamImport): Promise<void> {
    const [row] = await cabinetTeams(db, language, { ids: [team.teamId] });
    if (!row) throw new AppError('not_found');
    assertTeamOpen(user, row);
  }

  /** The file's sheets, once the user may add people to the team of a team's import. */
  async function sheetsOf(language: Language, user: CurrentUser, upload: SpreadsheetUpload, team?: TeamImport) {
    if (team) await openTeam(language, user, team);
    return readSpreadsheet(upload.bytes, upload.name, upload.xlsx, language);
  }

  const sourceOf = (bytes: Buffer, team?: TeamImport) => {
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { hash, source: team ? `team:${team.teamId}:${team.kind}:${hash}` : `registry:${hash}` };
  };

  return {
    template: (kind: ImportKind, format: ImportFormat, language: Language) => template(kind, format, language),

    async preview(
      language: Language,
      user: CurrentUser,
      upload: SpreadsheetUpload,
      team?: TeamImport,
    ): Promise<ImportPreview> {
      const sheets = await sheetsOf(language, user, upload, team);
      const { hash, source } = sourceOf(upload.bytes, team);
      const [plan, earlier] = await Promise.all([
        analyse(db, sheets, { language, fixed: team }),
        repository.findImport(db, source),
      ]);
      return {
        file: { name: upload.name, size: upload.bytes.length, hash },
        sheets: presentSheets(plan, language),
        counts: counts(plan),
        imported: earlier ? { id: earlier.id, at: new Date(earlier.created_at).toISOString(), by: earlier.by } : null,
      };
    },

    async run(
      language: Language,
      user: CurrentUser,
      upload: SpreadsheetUpload,
      team?: TeamImport,
    ): Promise<ImportResult> {
      const sheets = await sheetsOf(language, user, upload, team);
      return runImport(db, sheets, {
        language,
        fixed: team,
        source: sourceOf(upload.bytes, team).source,
        fileName: upload.name,
        userId: user.id,
        skipInvalid: upload.fields.skip_invalid === '1',
        today: almatyDate(clock()),
      });
    },
  };
}

export type RegistryImportService = ReturnType<typeof createRegistryImportService>;
