// The cabinet's reads of applications: the list, one application with its documents, history and
// eligibility, the team application page of a club in a tournament and its CSV.
import {
  parseSort,
  type ApplicationStatus,
  type CabinetApplication,
  type CabinetApplicationDetail,
  type CabinetApplicationsQuery,
  type CabinetTeamApplication,
  type EligibilityVerdict,
  type Language,
  type TeamApplicationEntry,
} from '@league/shared/contracts';
import { enumLabel } from '@league/shared/labels';
import { csvText } from '../../../lib/csv';
import { AppError } from '../../../lib/errors';
import { fileUrl } from '../../../lib/file-url';
import { pageWindow } from '../../../lib/pagination';
import { clubScope, type CurrentUser, inClubScope } from '../../auth/index';
import { verdicts } from '../applications.eligibility';
import * as repository from '../applications.repository';
import type { ApplicationKind, CabinetApplicationRow } from '../applications.repository';
import { type ApplicationsCabinetDeps, today } from './deps';
import { allowedFor, type Openness, openness } from './rules';

/** The tournament and the club as the application pages show them. */
const tournamentAndClub = (open: Openness) => ({
  tournament: {
    id: open.tournament.id,
    title: open.tournament.title,
    active: open.tournament.active,
    finished: open.finished,
  },
  club: { id: open.club.id, title: open.club.title, archived: open.club.archived_at !== null },
});

/** The application CSV's column titles and roles in each language. */
export const APPLICATION_CSV: Record<Language, { titles: string[]; player: string; staff: string }> = {
  kk: {
    titles: ['Команда', 'Рөлі', 'Нөмірі', 'Аты-жөні', 'Туған күні', 'Позициясы', 'Мәртебесі', 'Бас тарту себебі'],
    player: 'Ойыншы',
    staff: 'Өкіл',
  },
  ru: {
    titles: ['Команда', 'Роль', 'Номер', 'ФИО', 'Дата рождения', 'Позиция', 'Статус', 'Причина отказа'],
    player: 'Игрок',
    staff: 'Сотрудник',
  },
  en: {
    titles: ['Team', 'Role', 'Number', 'Name', 'Birth date', 'Position', 'Status', 'Reason of rejection'],
    player: 'Player',
    staff: 'Staff',
  },
};

const toItem = (r: CabinetApplicationRow): CabinetApplication => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  reject_reason: r.reject_reason,
  number: r.number,
  updated_at: r.updated_at,
  tournament: { id: r.tournament_id, title: r.tournament_title },
  team: { id: r.team_id, title: r.team_title, club_id: r.club_id },
  person: {
    id: r.person_id,
    slug: r.person_slug,
    name: r.person_name,
    photo: fileUrl(r.person_photo),
    birth_date: r.birth_date,
    position: r.position,
  },
});

export async function list(
  { db }: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  query: CabinetApplicationsQuery,
) {
  const window = pageWindow(query);
  const sort = parseSort(query.sort, '-updated_at');
  const own = clubScope(user);
  const clubId = own ?? query.club_id;
  if (own !== null && query.club_id !== undefined && query.club_id !== own) return { data: [], total: 0, window };
  const { total, rows } = await repository.pageCabinetApplications(
    db,
    language,
    {
      kind: query.kind,
      tournamentId: query.tournament_id,
      teamId: query.team_id,
      clubId,
      status: query.status,
      q: query.q?.trim() || undefined,
    },
    sort,
    window,
  );
  return { data: rows.map(toItem), total, window };
}

export async function detail(
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  kind: ApplicationKind,
  id: number,
): Promise<CabinetApplicationDetail> {
  const { db } = deps;
  const row = await repository.findCabinetApplication(db, language, kind, id);
  if (!row || !inClubScope(user, row.club_id)) throw new AppError('not_found');
  const [open, [person], documents, history, verdict] = await Promise.all([
    openness(db, row.tournament_id, row.club_id, language),
    repository.people(db, language, kind, [row.person_id]),
    repository.documentsOf(db, kind, [row.person_id]),
    repository.history(db, kind, id),
    verdicts(
      db,
      kind,
      { tournamentId: row.tournament_id, teamId: row.team_id, ids: [row.person_id], on: today(deps) },
      language,
    ),
  ]);
  return {
    ...toItem(row),
    ...tournamentAndClub(open),
    person: {
      id: row.person_id,
      slug: row.person_slug,
      name: row.person_name,
      photo: fileUrl(row.person_photo),
      birth_date: row.birth_date,
      position: row.position,
      identity_kind: person?.identity_kind ?? null,
      identity_number: person?.identity_number ?? null,
    },
    documents: documents.map((d) => ({
      id: d.id,
      type: d.type,
      original_name: d.original_name,
      size_bytes: d.size_bytes,
      mime: d.mime,
      expires_at: d.expires_at,
      created_at: d.created_at,
    })),
    eligibility: verdict.get(row.person_id) ?? { eligible: false, issues: [] },
    allowed: allowedFor(user.role, row.status, open),
    disqualification: row.status === 'disqualified' ? await repository.disqualificationOf(db, kind, id) : null,
    history,
  };
}

async function teamEntries(
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  kind: ApplicationKind,
  tournamentId: number,
  teamId: number,
  open: { sending: boolean; finished: boolean },
) {
  const { db } = deps;
  const [members, applications] = await Promise.all([
    repository.currentMembers(db, kind, teamId),
    repository.applicationsOfPeople(db, kind, tournamentId, teamId),
  ]);
  // People already holding a place (accepted, then pending) come first: over-age players take
  // the team's joker places in this order.
  const rank = (id: number) =>
    ({ submitted: 0, pending: 1 })[applications.get(id)?.status as 'submitted' | 'pending'] ?? 2;
  const ids = [...new Set([...members, ...applications.keys()])].sort((a, b) => rank(a) - rank(b));
  const [people, documents, found] = await Promise.all([
    repository.people(db, language, kind, ids),
    repository.documentsOf(db, kind, ids),
    verdicts(db, kind, { tournamentId, teamId, ids, on: today(deps) }, language),
  ]);
  const day = today(deps);
  const entries: TeamApplicationEntry[] = people.map((p) => {
    const application = applications.get(p.id);
    const status = application?.status ?? 'empty';
    const eligibility: EligibilityVerdict = found.get(p.id) ?? { eligible: false, issues: [] };
    return {
      person: {
        id: p.id,
        slug: p.slug,
        name: p.name,
        photo: fileUrl(p.photo),
        birth_date: p.birth_date,
        position: p.position,
      },
      application_id: application?.id ?? null,
      status,
      reject_reason: application?.reject_reason ?? null,
      number: application?.number ?? p.number ?? null,
      documents: documents
        .filter((d) => d.person_id === p.id && (d.expires_at === null || d.expires_at >= day))
        .map((d) => ({ id: d.id, type: d.type, expires_at: d.expires_at })),
      eligibility,
      allowed: allowedFor(user.role, status, open),
      disqualification: application && status === 'disqualified' ? repository.toDisqualification(application) : null,
    };
  });
  // What needs a decision first: pending, rejected, not yet sent; then the listed and the rest.
  const order: ApplicationStatus[] = ['pending', 'rejected', 'empty', 'submitted', 'unsubmitted', 'disqualified'];
  return entries.sort(
    (a, b) => order.indexOf(a.status) - order.indexOf(b.status) || a.person.name.localeCompare(b.person.name, language),
  );
}

/** The team application page: the club's teams in the tournament, each with its players and staff. */
export async function teamApplication(
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  tournamentId: number,
  clubId: number,
): Promise<CabinetTeamApplication> {
  const { db } = deps;
  if (!inClubScope(user, clubId)) throw new AppError('not_found');
  const open = await openness(db, tournamentId, clubId, language);
  const teams = await repository.clubTeamsInTournament(db, language, tournamentId, clubId);
  return {
    ...tournamentAndClub(open),
    teams: await Promise.all(
      teams.map(async (team) => ({
        id: team.id,
        slug: team.slug,
        title: team.title,
        birth_year: team.birth_year,
        players: await teamEntries(deps, language, user, 'player', tournamentId, team.id, open),
        staff: await teamEntries(deps, language, user, 'staff', tournamentId, team.id, open),
      })),
    ),
    closed: open.closed,
  };
}

/** The team application as CSV text: each team's players (by the page's order), then its staff. */
export async function teamCsv(
  deps: ApplicationsCabinetDeps,
  language: Language,
  user: CurrentUser,
  tournamentId: number,
  clubId: number,
): Promise<{ text: string; filename: string }> {
  const answer = await teamApplication(deps, language, user, tournamentId, clubId);
  const words = APPLICATION_CSV[language];
  const line = (
    team: string,
    role: string,
    e: CabinetTeamApplication['teams'][number]['players'][number],
    position: string,
  ) => [
    team,
    role,
    e.number === null ? '' : String(e.number),
    e.person.name,
    e.person.birth_date ?? '',
    position,
    enumLabel('applicationStatus', e.status, language),
    e.reject_reason ?? '',
  ];
  const lines = answer.teams.flatMap((team) => [
    ...team.players.map((e) =>
      line(team.title, words.player, e, e.person.position ? enumLabel('position', e.person.position, language) : ''),
    ),
    ...team.staff.map((e) => line(team.title, words.staff, e, e.person.position ?? '')),
  ]);
  return { text: csvText([words.titles, ...lines]), filename: `application-${tournamentId}-${clubId}.csv` };
}
