// Team applications in the cabinet: lists, one application, the team application page, sending
// (→ pending) and the league's decisions. Rules (docs/domain.md, Applications):
// - the status table APPLICATION_TRANSITIONS; any other change is refused naming the allowed ones;
// - the team (command_admin, own club only; another club's application is 404) sends and
//   withdraws; the league (super_admin) also accepts, rejects (with a reason) and disqualifies;
// - sending and accepting ask the eligibility engine and refuse ineligible people with reasons;
// - an inactive or finished tournament and an archived club take no applications;
// - every change is one transaction: the statuses, the audit trail (who, when, from, to, why)
//   and the notifications (the club's admins; the super_admins for a new application).
import {
  APPLICATION_TRANSITIONS,
  DISQUALIFY_REASON_MAX,
  TEAM_SETS,
  parseSort,
  type ApplicationBulkBody,
  type ApplicationChangeBody,
  type ApplicationStatus,
  type CabinetApplication,
  type CabinetApplicationDetail,
  type CabinetApplicationsQuery,
  type CabinetTeamApplication,
  type EligibilityVerdict,
  type Language,
  type TeamApplicationEntry,
} from '@league/shared/contracts';
import { cabinetPath } from '@league/shared/access';
import { enumLabel } from '@league/shared/labels';
import type { DB, Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { almatyDate, type Clock } from '../../lib/clock';
import { csvText } from '../../lib/csv';
import { AppError, type FieldErrors } from '../../lib/errors';
import { fileUrl } from '../../lib/file-url';
import { pageWindow } from '../../lib/pagination';
import type { CurrentUser } from '../auth/index';
import { ineligibleFields } from '../eligibility/index';
import { notify } from '../notifications/index';
import { judge, needsEligibility, verdicts } from './applications.eligibility';
import * as repository from './applications.repository';
import { requireFreeNumbers } from './applications.numbers';
import type { ApplicationKind, CabinetApplicationRow, LockedApplication, Texts } from './applications.repository';

const CLOSED: Record<'inactive' | 'finished' | 'archived', Record<Language, string>> = {
  inactive: {
    kk: 'Турнир белсенді емес: ол өтінімдер қабылдамайды',
    ru: 'Турнир не активен: он не принимает заявки',
    en: 'The tournament is not active: it takes no applications',
  },
  finished: {
    kk: 'Турнир аяқталды: оның өтінімдерін өзгертуге болмайды',
    ru: 'Турнир завершён: его заявки нельзя изменить',
    en: 'The tournament is finished: its applications cannot change',
  },
  archived: {
    kk: 'Клуб мұрағатта: ол өтінім бере алмайды',
    ru: 'Клуб в архиве: он не может подавать заявки',
    en: 'The club is archived: it cannot send applications',
  },
};

const NOT_MEMBER: Record<Language, string> = {
  kk: 'Бұл адам команда құрамында жоқ',
  ru: 'Этого человека нет в составе команды',
  en: 'This person is not a member of the team',
};

const NONE: Record<Language, string> = { kk: 'ешқандай', ru: 'никакой', en: 'none' };

/**
 * A disqualification needs its reason (at most DISQUALIFY_REASON_MAX characters) and its length
 * (a number of matches, or null: until further notice); each missing one is an error on its field.
 */
function requireDisqualification(reason: string | null, matches: number | null | undefined) {
  const fields: FieldErrors = {};
  const text = reason?.trim() ?? '';
  if (!text) fields.reason = [{ rule: 'required' }];
  else if (text.length > DISQUALIFY_REASON_MAX)
    fields.reason = [{ rule: 'max', params: { length: DISQUALIFY_REASON_MAX } }];
  if (matches === undefined) fields.disqualification_matches = [{ rule: 'required' }];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

const statusTitle = (status: ApplicationStatus, language: Language) => enumLabel('applicationStatus', status, language);

/**
 * Ending a disqualification (the league reinstates the person): allowed whether or not sending
 * is open — a disqualification is served or lifted during the season, after the lists closed.
 */
const reinstates = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  from === 'disqualified' && to === 'submitted';

/** The statuses a role may set from `status` (the table ∩ the role). */
export function allowedFor(
  role: CurrentUser['role'],
  status: ApplicationStatus,
  open: { sending: boolean; finished: boolean },
): ApplicationStatus[] {
  if (open.finished) return [];
  return APPLICATION_TRANSITIONS[status].filter(
    (to) =>
      (role === 'super_admin' || TEAM_SETS.includes(to)) &&
      (open.sending || (to !== 'pending' && to !== 'submitted') || reinstates(status, to)),
  );
}

const transitionText = (language: Language, name: string, from: ApplicationStatus, to: ApplicationStatus) => {
  const allowed =
    APPLICATION_TRANSITIONS[from].map((s) => `«${statusTitle(s, language)}»`).join(', ') || NONE[language];
  const text = {
    kk: `«${statusTitle(from, 'kk')}» күйінен «${statusTitle(to, 'kk')}» күйіне өтуге болмайды (рұқсат етілгені: ${allowed})`,
    ru: `нельзя перейти из «${statusTitle(from, 'ru')}» в «${statusTitle(to, 'ru')}» (допустимо: ${allowed})`,
    en: `cannot go from “${statusTitle(from, 'en')}” to “${statusTitle(to, 'en')}” (allowed: ${allowed})`,
  }[language];
  return `${name}: ${text}`;
};

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

export function createApplicationsCabinetService({ db, clock }: { db: DB; clock: Clock }) {
  const today = () => almatyDate(clock());

  /** Whether the tournament/club take applications now, and why not (translated). */
  async function openness(executor: Executor, tournamentId: number, clubId: number, language: Language) {
    const [tournament, club] = await Promise.all([
      repository.tournamentState(executor, language, tournamentId),
      repository.clubState(executor, language, clubId),
    ]);
    if (!tournament || !club) throw new AppError('not_found');
    // A finished tournament has an end date (domain: League structure), as the eligibility engine reads it.
    const finished = tournament.end_date !== null;
    const reason = finished
      ? 'finished'
      : !tournament.active
        ? 'inactive'
        : club.archived_at !== null
          ? 'archived'
          : null;
    return {
      tournament,
      club,
      finished,
      sending: reason === null,
      reason,
      closed: reason ? CLOSED[reason][language] : null,
    };
  }

  /**
   * 409 `applications_closed`, with the reason as the message and the tournament and club as they
   * are now in `data.current` (the team application page's `tournament`, `club` and `closed`).
   */
  function refuseClosed(open: Awaited<ReturnType<typeof openness>>): never {
    throw new AppError('applications_closed', {
      params: { reason: open.closed ?? '' },
      data: {
        current: {
          tournament: { id: open.tournament.id, active: open.tournament.active, finished: open.finished },
          club: { id: open.club.id, archived: open.club.archived_at !== null },
          closed: open.closed,
        },
      },
    });
  }

  const mayRead = (user: CurrentUser, clubId: number) => user.role !== 'command_admin' || user.clubId === clubId;

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

  /** Notifies the club's admins (but not the one who acted) and, for a sending, the league. */
  async function tell(
    trx: Executor,
    user: CurrentUser,
    kind: ApplicationKind,
    changed: Array<{
      id: number;
      club_id: number;
      tournament_id: number;
      team_id: number;
      person: Texts;
      team: Texts;
      tournament: Texts;
    }>,
    to: ApplicationStatus,
    reason: string | null,
  ) {
    const byTeam = new Map<string, typeof changed>();
    for (const row of changed) {
      const key = `${row.tournament_id}:${row.team_id}`;
      byTeam.set(key, [...(byTeam.get(key) ?? []), row]);
    }
    for (const rows of byTeam.values()) {
      const first = rows[0];
      const team = { id: first.tournament_id, club_id: first.club_id };
      const payload = {
        application_kind: kind,
        application_ids: rows.map((r) => r.id),
        tournament_id: first.tournament_id,
        team_id: first.team_id,
        club_id: first.club_id,
        tournament: first.tournament,
        team: first.team,
        people: rows.slice(0, 5).map((r) => r.person),
        count: rows.length,
        status: to,
        reason,
        // The page the browser routes to (the cabinet's one set of patterns).
        link:
          rows.length === 1
            ? cabinetPath(kind === 'player' ? 'playerApplication' : 'staffApplication', {
                ...team,
                application_id: first.id,
              })
            : cabinetPath('teamApplication', team),
      };
      await notify(trx, { clubId: first.club_id }, 'application_status', payload, { except: user.id });
      if (to === 'pending')
        await notify(trx, { role: 'super_admin' }, 'application_sent', payload, { except: user.id });
    }
  }

  /** Refuses ineligible people: field errors under `field(index)` with the reasons. */
  async function requireEligible(
    trx: Executor,
    kind: ApplicationKind,
    groups: Array<{
      tournamentId: number;
      teamId: number;
      people: Array<{ personId: number; field: string; name: string }>;
    }>,
    language: Language,
  ) {
    const fields: FieldErrors = {};
    for (const group of groups) {
      const found = await judge(trx, kind, {
        tournamentId: group.tournamentId,
        teamId: group.teamId,
        ids: group.people.map((p) => p.personId),
        on: today(),
      });
      for (const person of group.people)
        if (!found.has(person.personId)) fields[person.field] = [{ rule: 'not_found' }];
      ineligibleFields(
        found,
        group.people.map((p) => ({ id: p.personId, field: p.field, name: p.name })),
        language,
        fields,
      );
    }
    if (Object.keys(fields).length > 0) throw new AppError('application_ineligible', { fields });
  }

  async function detail(
    language: Language,
    user: CurrentUser,
    kind: ApplicationKind,
    id: number,
  ): Promise<CabinetApplicationDetail> {
    const row = await repository.findCabinetApplication(db, language, kind, id);
    if (!row || !mayRead(user, row.club_id)) throw new AppError('not_found');
    const [open, [person], documents, history, verdict] = await Promise.all([
      openness(db, row.tournament_id, row.club_id, language),
      repository.people(db, language, kind, [row.person_id]),
      repository.documentsOf(db, kind, [row.person_id]),
      repository.history(db, kind, id),
      verdicts(
        db,
        kind,
        { tournamentId: row.tournament_id, teamId: row.team_id, ids: [row.person_id], on: today() },
        language,
      ),
    ]);
    return {
      ...toItem(row),
      tournament: {
        id: open.tournament.id,
        title: open.tournament.title,
        active: open.tournament.active,
        finished: open.finished,
      },
      club: { id: open.club.id, title: open.club.title, archived: open.club.archived_at !== null },
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

  /** Changes applications of one kind to `to`, all or none (the core of every write). */
  async function change(
    trx: Executor,
    language: Language,
    user: CurrentUser,
    kind: ApplicationKind,
    ids: number[],
    to: ApplicationStatus,
    reason: string | null,
    fieldOf: (index: number) => string,
    /** A disqualification's length: matches, null = until further notice, undefined = not given. */
    disqualificationMatches?: number | null,
  ): Promise<LockedApplication[]> {
    const unique = [...new Set(ids)];
    const locked = await repository.lockApplications(trx, kind, unique);
    const byId = new Map(locked.map((row) => [row.id, row]));
    const rows = unique.map((id) => byId.get(id));
    // Unknown and other clubs' applications look the same: not found.
    const missing = rows.findIndex((row) => !row || !mayRead(user, row.club_id));
    if (missing >= 0)
      throw new AppError(
        'not_found',
        unique.length > 1 ? { fields: { [fieldOf(ids.indexOf(unique[missing]))]: [{ rule: 'not_found' }] } } : {},
      );
    const present = rows as LockedApplication[];
    if (user.role !== 'super_admin' && !TEAM_SETS.includes(to)) throw new AppError('forbidden');
    if (to === 'rejected' && !reason?.trim())
      throw new AppError('validation_failed', { fields: { reason: [{ rule: 'required' }] } });

    const refused: FieldErrors = {};
    let firstRefused: LockedApplication | undefined;
    present.forEach((row, index) => {
      if (!APPLICATION_TRANSITIONS[row.status].includes(to)) {
        firstRefused ??= row;
        refused[fieldOf(ids.indexOf(row.id, index))] = [
          { rule: 'field_text', params: { text: transitionText(language, row.person[language], row.status, to) } },
        ];
      }
    });
    if (firstRefused) {
      const allowed =
        APPLICATION_TRANSITIONS[firstRefused.status].map((s) => `«${statusTitle(s, language)}»`).join(', ') ||
        NONE[language];
      throw new AppError('application_transition', {
        params: { from: statusTitle(firstRefused.status, language), to: statusTitle(to, language), allowed },
        fields: present.length > 1 ? refused : {},
        // The statuses as they are now (another writer may just have changed them).
        data: { current: present.map((row) => ({ id: row.id, status: row.status })) },
      });
    }

    // A disqualification that may happen needs its reason and length (each on its field).
    if (to === 'disqualified') requireDisqualification(reason, disqualificationMatches);

    // Openness per tournament and club: a finished tournament is read-only; sending and accepting
    // need an active tournament and a club that is not archived.
    const seen = new Map<string, Awaited<ReturnType<typeof openness>>>();
    for (const row of present) {
      const key = `${row.tournament_id}:${row.club_id}`;
      if (!seen.has(key)) seen.set(key, await openness(trx, row.tournament_id, row.club_id, language));
      const open = seen.get(key)!;
      if (open.finished || (!open.sending && needsEligibility(to) && !reinstates(row.status, to))) refuseClosed(open);
    }

    // A withdrawal is undone only for someone still in the team (one who moved to another team keeps the old application withdrawn).
    if (needsEligibility(to)) {
      const strangers: FieldErrors = {};
      for (const [index, row] of present.entries()) {
        if (row.status !== 'unsubmitted') continue;
        const [member] = await repository.currentMembers(trx, kind, row.team_id, [row.person_id]);
        if (member === undefined)
          strangers[fieldOf(ids.indexOf(row.id, index))] = [
            { rule: 'field_text', params: { text: `${row.person[language]}: ${NOT_MEMBER[language]}` } },
          ];
      }
      if (Object.keys(strangers).length) throw new AppError('validation_failed', { fields: strangers });
    }

    // Reinstating puts a disqualified person back as they were (their match squads are checked as
    // every other player's): the way-in checks are not asked again.
    if (needsEligibility(to)) {
      const groups = new Map<
        string,
        { tournamentId: number; teamId: number; people: Array<{ personId: number; field: string; name: string }> }
      >();
      present.forEach((row, index) => {
        if (reinstates(row.status, to)) return;
        const key = `${row.tournament_id}:${row.team_id}`;
        const group = groups.get(key) ?? { tournamentId: row.tournament_id, teamId: row.team_id, people: [] };
        group.people.push({ personId: row.person_id, field: fieldOf(index), name: row.person[language] });
        groups.set(key, group);
      });
      await requireEligible(trx, kind, [...groups.values()], language);
    }

    const at = clock();
    const why = reason?.trim() || null;
    await repository.setStatus(trx, kind, unique, {
      status: to,
      reason: why,
      at,
      ...(to === 'disqualified' ? { disqualification: { reason: why, matches: disqualificationMatches ?? null } } : {}),
    });
    await repository.recordHistory(
      trx,
      kind,
      present.map((row) => ({ id: row.id, from: row.status, to, reason: why })),
      user.id,
      at,
    );
    await tell(trx, user, kind, present, to, why);
    return present;
  }

  /** Sends people of a team: new ones get a pending application, rejected (or empty) ones again. */
  async function send(
    language: Language,
    user: CurrentUser,
    kind: ApplicationKind,
    body: { tournament_id: number; team_id: number; people: Array<{ id: number; number?: number | null }> },
    field: (index: number) => string,
  ) {
    return inTransaction(db, async (trx) => {
      const team = await repository.lockTournamentTeam(trx, body.tournament_id, body.team_id);
      if (!team || !mayRead(user, team.club_id)) throw new AppError('not_found');
      const open = await openness(trx, body.tournament_id, team.club_id, language);
      if (!open.sending) refuseClosed(open);

      const ids = body.people.map((p) => p.id);
      const duplicates: FieldErrors = {};
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) duplicates[field(index)] = [{ rule: 'one_of' }];
      });
      if (Object.keys(duplicates).length) throw new AppError('validation_failed', { fields: duplicates });

      const members = new Set(await repository.currentMembers(trx, kind, body.team_id, ids));
      const names = await repository.peopleTexts(trx, kind, ids);
      const strangers: FieldErrors = {};
      ids.forEach((id, index) => {
        if (!members.has(id))
          strangers[field(index)] = [
            {
              rule: 'field_text',
              params: {
                text: names.has(id) ? `${names.get(id)![language]}: ${NOT_MEMBER[language]}` : NOT_MEMBER[language],
              },
            },
          ];
      });
      if (Object.keys(strangers).length) throw new AppError('validation_failed', { fields: strangers });
      // One shirt number per player on the roster (the numbers of the others holding a place too).
      if (kind === 'player')
        await requireFreeNumbers(
          trx,
          body.tournament_id,
          body.team_id,
          body.people.map((p, index) => ({ playerId: p.id, number: p.number, field: `players.${index}.number` })),
        );

      const existing = await repository.applicationsOfPeople(trx, kind, body.tournament_id, body.team_id, ids);
      const again: number[] = [];
      const refused: FieldErrors = {};
      let firstRefused: ApplicationStatus | undefined;
      ids.forEach((id, index) => {
        const known = existing.get(id);
        if (!known) return;
        if (APPLICATION_TRANSITIONS[known.status].includes('pending')) again.push(known.id);
        else {
          firstRefused ??= known.status;
          refused[field(index)] = [
            {
              rule: 'field_text',
              params: { text: transitionText(language, names.get(id)?.[language] ?? '', known.status, 'pending') },
            },
          ];
        }
      });
      if (firstRefused) {
        const allowed =
          APPLICATION_TRANSITIONS[firstRefused].map((s) => `«${statusTitle(s, language)}»`).join(', ') ||
          NONE[language];
        throw new AppError('application_transition', {
          params: { from: statusTitle(firstRefused, language), to: statusTitle('pending', language), allowed },
          fields: refused,
          data: { current: [...existing.values()].map((a) => ({ id: a.id, status: a.status })) },
        });
      }

      await requireEligible(
        trx,
        kind,
        [
          {
            tournamentId: body.tournament_id,
            teamId: body.team_id,
            people: ids.map((id, index) => ({
              personId: id,
              field: field(index),
              name: names.get(id)?.[language] ?? '',
            })),
          },
        ],
        language,
      );

      const at = clock();
      // Rejected (or listed but empty) ones go through the status change; new ones are inserted.
      const fresh = body.people.filter((p) => !existing.has(p.id));
      const inserted = await repository.insertApplications(
        trx,
        kind,
        fresh.map((p) => ({
          tournament_id: body.tournament_id,
          team_id: body.team_id,
          person_id: p.id,
          number: p.number,
        })),
        at,
      );
      for (const p of body.people) {
        const known = existing.get(p.id);
        if (known && kind === 'player' && p.number !== undefined)
          await repository.setNumber(trx, known.id, p.number, at);
      }
      await repository.setStatus(trx, kind, again, { status: 'pending', reason: null, at });
      const fromOf = new Map([...existing.values()].map((a) => [a.id, a.status]));
      await repository.recordHistory(
        trx,
        kind,
        [
          ...inserted.map((id) => ({ id, from: null, to: 'pending' as const, reason: null })),
          ...again.map((id) => ({ id, from: fromOf.get(id) ?? null, to: 'pending' as const, reason: null })),
        ],
        user.id,
        at,
      );
      const tournament = (await repository.tournamentTexts(trx, body.tournament_id))!;
      const teamTexts = repository.textsOf(team, 'tm_title');
      const personOf = new Map([...existing.entries()].map(([personId, a]) => [a.id, personId]));
      fresh.forEach((p, index) => personOf.set(inserted[index], p.id));
      const all = [...inserted, ...again];
      await tell(
        trx,
        user,
        kind,
        all.map((id) => ({
          id,
          club_id: team.club_id,
          tournament_id: body.tournament_id,
          team_id: body.team_id,
          person: names.get(personOf.get(id)!)!,
          team: teamTexts,
          tournament,
        })),
        'pending',
        null,
      );
      return { ids: all, status: 'pending' as const };
    });
  }

  async function teamEntries(
    language: Language,
    user: CurrentUser,
    kind: ApplicationKind,
    tournamentId: number,
    teamId: number,
    open: { sending: boolean; finished: boolean },
  ) {
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
      verdicts(db, kind, { tournamentId, teamId, ids, on: today() }, language),
    ]);
    const day = today();
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
      (a, b) =>
        order.indexOf(a.status) - order.indexOf(b.status) || a.person.name.localeCompare(b.person.name, language),
    );
  }

  return {
    async list(language: Language, user: CurrentUser, query: CabinetApplicationsQuery) {
      const window = pageWindow(query);
      const sort = parseSort(query.sort, '-updated_at');
      const clubId = user.role === 'command_admin' ? (user.clubId ?? -1) : query.club_id;
      if (user.role === 'command_admin' && query.club_id !== undefined && query.club_id !== clubId)
        return { data: [], total: 0, window };
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
    },

    detail,

    async team(
      language: Language,
      user: CurrentUser,
      tournamentId: number,
      clubId: number,
    ): Promise<CabinetTeamApplication> {
      if (!mayRead(user, clubId)) throw new AppError('not_found');
      const open = await openness(db, tournamentId, clubId, language);
      const teams = await repository.clubTeamsInTournament(db, language, tournamentId, clubId);
      return {
        tournament: {
          id: open.tournament.id,
          title: open.tournament.title,
          active: open.tournament.active,
          finished: open.finished,
        },
        club: { id: open.club.id, title: open.club.title, archived: open.club.archived_at !== null },
        teams: await Promise.all(
          teams.map(async (team) => ({
            id: team.id,
            slug: team.slug,
            title: team.title,
            birth_year: team.birth_year,
            players: await teamEntries(language, user, 'player', tournamentId, team.id, open),
            staff: await teamEntries(language, user, 'staff', tournamentId, team.id, open),
          })),
        ),
        closed: open.closed,
      };
    },

    /** The team application as CSV text: each team's players (by the page's order), then its staff. */
    async teamCsv(
      language: Language,
      user: CurrentUser,
      tournamentId: number,
      clubId: number,
    ): Promise<{ text: string; filename: string }> {
      const answer = await this.team(language, user, tournamentId, clubId);
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
          line(
            team.title,
            words.player,
            e,
            e.person.position ? enumLabel('position', e.person.position, language) : '',
          ),
        ),
        ...team.staff.map((e) => line(team.title, words.staff, e, e.person.position ?? '')),
      ]);
      return { text: csvText([words.titles, ...lines]), filename: `application-${tournamentId}-${clubId}.csv` };
    },

    sendPlayers: (
      language: Language,
      user: CurrentUser,
      body: { tournament_id: number; team_id: number; players: Array<{ player_id: number; number?: number | null }> },
    ) =>
      send(
        language,
        user,
        'player',
        { ...body, people: body.players.map((p) => ({ id: p.player_id, number: p.number })) },
        (i) => `players.${i}.player_id`,
      ),

    sendStaff: (
      language: Language,
      user: CurrentUser,
      body: { tournament_id: number; team_id: number; staff_ids: number[] },
    ) =>
      send(language, user, 'staff', { ...body, people: body.staff_ids.map((id) => ({ id })) }, (i) => `staff_ids.${i}`),

    async changeOne(
      language: Language,
      user: CurrentUser,
      kind: ApplicationKind,
      id: number,
      body: ApplicationChangeBody,
    ) {
      await inTransaction(db, async (trx) => {
        // A number change locks the team's place first (lock order 4): the roster's numbers queue there.
        const place = body.number !== undefined && kind === 'player' ? await repository.placeOf(trx, id) : undefined;
        if (place) await repository.lockTournamentTeam(trx, place.tournament_id, place.team_id);
        const [current] = await repository.lockApplications(trx, kind, [id]);
        if (!current || !mayRead(user, current.club_id)) throw new AppError('not_found');
        if (body.number !== undefined && kind === 'player') {
          const open = await openness(trx, current.tournament_id, current.club_id, language);
          if (open.finished) refuseClosed(open);
          await requireFreeNumbers(trx, current.tournament_id, current.team_id, [
            { playerId: current.person_id, number: body.number, field: 'number' },
          ]);
          await repository.setNumber(trx, id, body.number, clock());
        }
        if (body.status !== current.status || body.number === undefined) {
          await change(
            trx,
            language,
            user,
            kind,
            [id],
            body.status,
            body.reason ?? null,
            () => 'status',
            body.disqualification_matches,
          );
        }
      });
      return detail(language, user, kind, id);
    },

    async changeMany(language: Language, user: CurrentUser, kind: ApplicationKind, body: ApplicationBulkBody) {
      const done = await inTransaction(db, (trx) =>
        change(
          trx,
          language,
          user,
          kind,
          body.ids,
          body.status,
          body.reason ?? null,
          (i) => `ids.${i}`,
          body.disqualification_matches,
        ),
      );
      return { ids: done.map((row) => row.id), status: body.status };
    },
  };
}

export type ApplicationsCabinetService = ReturnType<typeof createApplicationsCabinetService>;
