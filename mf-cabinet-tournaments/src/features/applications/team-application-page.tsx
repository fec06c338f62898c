// /cabinet/tournaments/:id/teams/:club_id: a club's team application in a tournament. Every
// player and staff member of the club's team(s) with their status, documents and eligibility —
// whoever cannot be entered is greyed out with the reason before anyone presses a button. The
// team's command_admin sends people (→ pending); the league (super_admin) accepts or rejects
// them one by one or several at once. Another club's page is the API's 404. Printable as an A4
// sheet (application-print.tsx) and downloadable as CSV.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  LocaleLink,
  buildPath,
  enumLabel,
  errorMessage,
  formatDate,
  PrintButton,
  PrintHeader,
  roleAtom,
  useEndpointQuery,
  showToast,
  useLocale,
  usePageMeta,
  type ApplicationStatus,
  useStoreValue,
} from '@league/shared';
import {
  CabinetPage,
  StatusBadge,
  downloadFile,
  endpoints,
  type ApplicationKind,
  type CabinetTeamApplication,
  type TeamApplicationEntry,
  positiveId,
  PageAsync,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { actionLabelKey } from './action-labels';
import { DisqualificationNote } from './disqualification-note';
import { ApplicationPrint } from './application-print';
import { RefusalNote, useApplicationActions } from './use-application-actions';
import './applications.css';

export default function TeamApplicationPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const clubId = positiveId(params.club_id);
  const answer = useEndpointQuery(
    endpoints.applicationsCabinet.teamApplicationCabinet,
    id && clubId ? { params: { id, club_id: clubId } } : null,
    { staleTime: 0 },
  );
  return <PageAsync data={answer}>{(data) => <TeamApplicationView application={data.data} />}</PageAsync>;
}

function TeamApplicationView({ application }: { application: CabinetTeamApplication }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const { tournament, club, teams, closed } = application;
  const title = `${club.title} · ${tournament.title}`;
  usePageMeta({ title });
  const actions = useApplicationActions();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(
        buildPath(endpoints.applicationsCabinet.teamApplicationCsv.path, { id: tournament.id, club_id: club.id }),
        `application-${tournament.id}-${club.id}.csv`,
      );
    } catch (error) {
      showToast(errorMessage(error) ?? t('applications.csvFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <CabinetPage
      title={title}
      actions={
        <>
          <button
            type="button"
            className="lg-button lg-button--ghost"
            disabled={downloading}
            aria-busy={downloading || undefined}
            onClick={() => void download()}
          >
            {t('applications.csv')}
          </button>
          <PrintButton />
        </>
      }
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('applications.tournaments'), to: paths.tournaments() },
        { title: tournament.title, to: paths.tournament(tournament.id) },
        { title: club.title },
      ]}
    >
      <PrintHeader
        subject={`${teams.length > 0 ? teams.map((team) => team.title).join(', ') : club.title} — ${tournament.title}`}
      />
      <ApplicationPrint application={application} />
      {actions.dialog}
      {closed && (
        <p className="ca-note" role="status">
          <strong>{t('applications.closed')}:</strong> {closed}
        </p>
      )}
      <RefusalNote refusal={actions.refusal} />
      {teams.length === 0 && <p className="lg-empty">{t('applications.noTeams')}</p>}
      {teams.map((team) => (
        <section key={team.id} className="ca-team" aria-labelledby={`team-${team.id}`}>
          {teams.length > 1 && <h2 id={`team-${team.id}`}>{team.title}</h2>}
          <PeopleList
            kind="player"
            heading={t('applications.players')}
            entries={team.players}
            tournamentId={tournament.id}
            clubId={club.id}
            teamId={team.id}
            headingId={teams.length > 1 ? undefined : `team-${team.id}`}
            actions={actions}
          />
          <PeopleList
            kind="staff"
            heading={t('applications.staff')}
            entries={team.staff}
            tournamentId={tournament.id}
            clubId={club.id}
            teamId={team.id}
            actions={actions}
          />
        </section>
      ))}
    </CabinetPage>
  );
}

/** What a selection of people may have done to it together. */
const BULK: ApplicationStatus[] = ['pending', 'submitted', 'rejected'];
const needsEligibility = (status: ApplicationStatus) => status === 'pending' || status === 'submitted';
// Disqualifying and reinstating a disqualified person are decided one at a time, on the
// application's own page (where the decision and its history are), never from the list.
const decidedAlone = (entry: TeamApplicationEntry, status: ApplicationStatus) =>
  status === 'disqualified' || entry.status === 'disqualified';
const mayDo = (entry: TeamApplicationEntry, status: ApplicationStatus) =>
  entry.allowed.includes(status) &&
  !decidedAlone(entry, status) &&
  (!needsEligibility(status) || entry.eligibility.eligible);

function PeopleList({
  kind,
  heading,
  headingId,
  entries,
  tournamentId,
  clubId,
  teamId,
  actions,
}: {
  kind: ApplicationKind;
  heading: string;
  headingId?: string;
  entries: TeamApplicationEntry[];
  tournamentId: number;
  clubId: number;
  teamId: number;
  actions: ReturnType<typeof useApplicationActions>;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const role = useStoreValue(roleAtom);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const selectable = entries.filter((e) => BULK.some((status) => mayDo(e, status)));
  const chosen = entries.filter((e) => selected.has(e.person.id));
  const listId = `${kind}-${teamId}`;

  const toggle = (personId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(personId)) next.delete(personId);
      else next.add(personId);
      return next;
    });
  const allChosen = selectable.length > 0 && selectable.every((e) => selected.has(e.person.id));

  const act = async (status: ApplicationStatus, people: TeamApplicationEntry[]) => {
    if (people.length === 0) return;
    const done =
      status === 'pending'
        ? await actions.send(
            kind,
            tournamentId,
            teamId,
            people.map((p) => p.person.id),
          )
        : await actions.change(
            kind,
            people.map((p) => p.application_id!),
            status as 'submitted' | 'rejected' | 'unsubmitted',
            people.length === 1 ? people[0].person.name : undefined,
          );
    if (done) setSelected(new Set());
  };

  const label = (status: ApplicationStatus) =>
    t(
      `applications.${({ pending: 'send', submitted: 'accept', rejected: 'reject', unsubmitted: 'withdraw', disqualified: 'disqualify' } as Record<string, string>)[status]}`,
    );
  const bulkStatuses = BULK.filter(
    (status) => status !== 'pending' || role === 'command_admin' || role === 'super_admin',
  ).filter((status) => selectable.some((e) => mayDo(e, status)));

  return (
    <section className="ca-people" aria-labelledby={headingId ?? `${listId}-title`}>
      <h2 id={headingId ?? `${listId}-title`} className="ca-people__title">
        {heading} <span className="ca-count">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="lg-empty">{t('applications.noPeople')}</p>
      ) : (
        <>
          {selectable.length > 0 && (
            <div className="ca-bulk" role="group" aria-label={t('applications.actions')}>
              <label className="lg-check">
                <input
                  type="checkbox"
                  checked={allChosen}
                  onChange={() => setSelected(allChosen ? new Set() : new Set(selectable.map((e) => e.person.id)))}
                />
                <span>{t('applications.selectAll')}</span>
              </label>
              <span aria-live="polite">{t('applications.selected', { count: chosen.length })}</span>
              {bulkStatuses.map((status) => (
                <button
                  key={status}
                  type="button"
                  className={`lg-button${status === 'rejected' ? ' lg-button--danger' : ''}`}
                  disabled={actions.busy || chosen.length === 0 || !chosen.every((e) => mayDo(e, status))}
                  onClick={() => void act(status, chosen)}
                >
                  {label(status)}
                </button>
              ))}
            </div>
          )}
          <ul className="ca-list">
            {entries.map((entry) => {
              const ineligible = !entry.eligibility.eligible;
              const canSelect = BULK.some((status) => mayDo(entry, status));
              const link =
                entry.application_id !== null
                  ? kind === 'player'
                    ? paths.playerApplication(tournamentId, clubId, entry.application_id)
                    : paths.staffApplication(tournamentId, clubId, entry.application_id)
                  : null;
              const rowActions = entry.allowed.filter((status) => mayDo(entry, status));
              return (
                <li key={entry.person.id} className={`ca-person${ineligible ? ' ca-person--ineligible' : ''}`}>
                  <div className="ca-person__head">
                    {canSelect && (
                      <input
                        type="checkbox"
                        className="ca-person__check"
                        aria-label={t('applications.select', { name: entry.person.name })}
                        checked={selected.has(entry.person.id)}
                        onChange={() => toggle(entry.person.id)}
                      />
                    )}
                    <span className="ca-person__name">
                      {link ? <LocaleLink to={link}>{entry.person.name}</LocaleLink> : entry.person.name}
                    </span>
                    <StatusBadge kind="application" status={entry.status} />
                  </div>
                  <dl className="ca-person__facts">
                    {kind === 'player' && (
                      <>
                        <dt>{t('applications.number')}</dt>
                        <dd>{entry.number ?? '—'}</dd>
                      </>
                    )}
                    <dt>{t('applications.position')}</dt>
                    <dd>
                      {entry.person.position
                        ? kind === 'player'
                          ? enumLabel('position', entry.person.position, locale)
                          : entry.person.position
                        : '—'}
                    </dd>
                    <dt>{t('applications.born')}</dt>
                    <dd>{entry.person.birth_date ? formatDate(entry.person.birth_date, 'short', locale) : '—'}</dd>
                    <dt>{t('applications.documents')}</dt>
                    <dd>
                      {entry.documents.length === 0
                        ? t('applications.noDocuments')
                        : t('applications.documentsCount', { count: new Set(entry.documents.map((d) => d.type)).size })}
                    </dd>
                  </dl>
                  {ineligible && (
                    <p className="ca-person__why">
                      <strong>{t('applications.ineligible')}:</strong>{' '}
                      {entry.eligibility.issues.map((issue) => issue.message).join('; ')}
                    </p>
                  )}
                  <DisqualificationNote decision={entry.disqualification} className="ca-person__reason" />
                  {entry.status === 'rejected' && entry.reject_reason && (
                    <p className="ca-person__reason">
                      {t('applications.rejectedBecause', { reason: entry.reject_reason })}
                    </p>
                  )}
                  {rowActions.length > 0 && (
                    <div className="ca-person__actions">
                      {rowActions.map((status) => (
                        <button
                          key={status}
                          type="button"
                          className={`lg-button lg-button--small${status === 'rejected' || status === 'disqualified' ? ' lg-button--danger' : status === 'unsubmitted' ? ' lg-button--ghost' : ''}`}
                          disabled={actions.busy}
                          aria-label={`${t(actionLabelKey(entry.status, status))}: ${entry.person.name}`}
                          onClick={() => void act(status, [entry])}
                        >
                          {t(actionLabelKey(entry.status, status))}
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
