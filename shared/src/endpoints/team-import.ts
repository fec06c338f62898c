// A team's own file of players or staff, imported by its club's administrator: the players and
// the staff endpoints declare it alike (the whole registry's import is registry-import.ts). Not a
// group of the endpoint list: each kind's file exports its own endpoint.
import { TeamImportParams } from '../contracts/cabinet-people';
import { ImportResultResponse, ImportUploadBody } from '../contracts/registry-import';
import { endpoint } from './define';

/** POST /cabinet/team/:id/players/import (or …/staff/import). */
export const teamImport = (people: 'players' | 'staff') =>
  endpoint({
    id: `${people}.import`,
    method: 'POST',
    path: `/cabinet/team/:id/${people}/import`,
    summary: `Imports a CSV or XLSX file of ${people} into the team (multipart \`file\`; \`skip_invalid\`=1 leaves rows with problems out, else any problem is a 422 per row and cell; the same file twice changes nothing)`,
    tag: people,
    access: 'clubRegistry',
    params: TeamImportParams,
    body: ImportUploadBody,
    bodyKind: 'multipart',
    response: ImportResultResponse,
  });
