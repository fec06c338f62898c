// Staff: a team's coaches, a coach's page, and the staff of a team's application (for the
// applications module).
import type { ApplicationStatus, Language, StaffDetail, StaffItem } from '@league/shared/contracts';
import type { DB } from '../../db/database';
import { personHead } from '../../db/person-tables';
import { almatyDate, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { ageOn } from '../players/index';
import { clubRef, createTeamReads, teamRef } from '../teams/index';
import { sortTeams } from '../teams/index';
import * as repository from './staff.repository';

export function staffItem(row: repository.StaffRow): StaffItem {
  return {
    ...personHead(row),
    kind: row.kind,
    position: row.position,
    photo: fileUrl(row.photo),
  };
}

export function createStaffService({ db, clock }: { db: DB; clock: Clock }) {
  const teams = createTeamReads({ db });

  return {
    async ofTeam(language: Language, teamId: number): Promise<StaffItem[]> {
      await teams.byIdOr404(language, teamId);
      return (await repository.staffOfTeam(db, language, teamId)).map(staffItem);
    },

    async detail(language: Language, slug: string): Promise<StaffDetail> {
      const row = await repository.findStaffBySlug(db, language, slug);
      if (!row) throw new AppError('not_found');
      const own = await teams.rows(language, { ids: await teams.idsOfStaff(row.id) });
      return {
        staff: staffItem(row),
        birth_date: row.birth_date,
        age: row.birth_date ? ageOn(row.birth_date, almatyDate(clock())) : null,
        biography: row.biography,
        teams: sortTeams(own, language).map((t) => ({ team: teamRef({ ...t }), club: clubRef(t) })),
      };
    },

    /** Staff with a staff application of `status` for the team in the tournament, head coach first. */
    async ofApplication(
      language: Language,
      tournamentId: number,
      teamId: number,
      status: ApplicationStatus,
    ): Promise<StaffItem[]> {
      return (await repository.staffOfApplication(db, language, tournamentId, teamId, status)).map(staffItem);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
