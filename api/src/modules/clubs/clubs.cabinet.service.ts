// The clubs registry of the cabinet. A command_admin reads only its own club (any other is
// 404, never data); the league's writes (create, update, delete, archive) are super_admin's,
// each in one transaction. An archived club is read-only; a club with teams cannot be deleted.
// The use cases are in cabinet/; this is the service the routes call.
import { bindDeps } from '../../lib/bind-deps';
import * as crest from './cabinet/crest';
import { clubsCabinetDeps, type ClubsCabinetInput } from './cabinet/deps';
import * as reads from './cabinet/reads';
import * as writes from './cabinet/writes';

export function createClubsCabinetService(input: ClubsCabinetInput) {
  const deps = clubsCabinetDeps(input);
  return bindDeps(deps, {
    list: reads.listClubs,
    detail: reads.clubDetail,
    form: reads.clubForm,
    create: writes.createClub,
    update: writes.updateClub,
    archive: writes.archiveClub,
    /** Replaces the crest (stored once the club is known to be writable; the old one goes after commit). */
    uploadCrest: crest.uploadCrest,
    deleteCrest: crest.deleteCrest,
    remove: writes.removeClub,
  });
}

export type ClubsCabinetService = ReturnType<typeof createClubsCabinetService>;
