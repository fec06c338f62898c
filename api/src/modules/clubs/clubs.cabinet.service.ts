// The clubs registry of the cabinet. A command_admin reads only its own club (any other is
// 404, never data); the league's writes (create, update, delete, archive) are super_admin's,
// each in one transaction. An archived club is read-only; a club with teams cannot be deleted.
// The use cases are in cabinet/; this is the service the routes call.
import type { CabinetClubsQuery, ClubCreateBody, ClubPatchBody, Language } from '@league/shared/contracts';
import type { AcceptedFile } from '../../storage/upload';
import type { CurrentUser } from '../auth/index';
import * as crest from './cabinet/crest';
import { clubsCabinetDeps, type ClubsCabinetInput } from './cabinet/deps';
import * as reads from './cabinet/reads';
import * as writes from './cabinet/writes';

export function createClubsCabinetService(input: ClubsCabinetInput) {
  const deps = clubsCabinetDeps(input);
  return {
    list: (language: Language, user: CurrentUser, query: CabinetClubsQuery) =>
      reads.listClubs(deps, language, user, query),
    detail: (language: Language, user: CurrentUser, id: number) => reads.clubDetail(deps, language, user, id),
    form: (language: Language, user: CurrentUser, id: number) => reads.clubForm(deps, language, user, id),
    create: (body: ClubCreateBody) => writes.createClub(deps, body),
    update: (id: number, body: ClubPatchBody) => writes.updateClub(deps, id, body),
    archive: (id: number) => writes.archiveClub(deps, id),
    /** Replaces the crest (stored once the club is known to be writable; the old one goes after commit). */
    uploadCrest: (id: number, file: AcceptedFile) => crest.uploadCrest(deps, id, file),
    deleteCrest: (id: number) => crest.deleteCrest(deps, id),
    remove: (id: number) => writes.removeClub(deps, id),
  };
}

export type ClubsCabinetService = ReturnType<typeof createClubsCabinetService>;
