// /cabinet/tournaments/:id/matches (super_admin, command_admin, media_manager): the matches of a
// tournament, each linking to its protocol. super_admin adds a match (host, guest, stadium,
// Asia/Almaty date and time, tour, referee crew), changes one with the same form (a played
// match keeps its teams), deletes unplayed matches and fills the calendar with the round-robin
// generator; the others only read (the API refuses them too). A busy stadium comes back as a
// warning, shown here; a busy team or referee is a field error.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  DATE_BOUNDS,
  AsyncView,
  enumLabel,
  errorMessage,
  formatDate,
  LocaleLink,
  roleAtom,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  REFEREE_ROLES,
  type CabinetMatch,
  type MatchCreateBody,
  type TournamentMatchesResponse,
  useStoreValue,
} from '@league/shared';
import {
  CabinetForm,
  CabinetPage,
  DateField,
  NumberField,
  SelectField,
  StatusBadge,
  TimeField,
  useConfirm,
  useNotify,
  endpoints,
  positiveId,
} from '@league/shared/cabinet';
import { otherRemotePaths, paths } from '../../paths';
import '../../ui/tournaments.css';
import { GeneratorPanel } from './generator-panel';
import { FixturePanel, type FixtureKind } from './fixture-panel';

const api = endpoints.tournaments;

export default function MatchesPage() {
  const { id: raw } = useParams();
  const id = positiveId(raw);
  const answer = useEndpointQuery(api.matches, id ? { params: { id } } : null);
  return <AsyncView data={answer}>{(data) => <MatchesView data={data.data} />}</AsyncView>;
}

function MatchesView({ data }: { data: TournamentMatchesResponse['data'] }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const role = useStoreValue(roleAtom);
  const { tournament, matches } = data;
  const editable = role === 'super_admin' && !tournament.finished;
  const [panel, setPanel] = useState<'match' | 'generator' | CabinetMatch | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [fixture, setFixture] = useState<{ kind: FixtureKind; match: CabinetMatch } | null>(null);
  const title = t('schedule.matches');
  usePageMeta({ title: `${title} · ${tournament.title}` });
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const remove = useEndpointMutation(api.deleteMatches, { invalidates: [api.matches, api.cabinetDetail] });
  const reinstate = useEndpointMutation(endpoints.matches.moveFixture, {
    invalidates: [api.matches, api.cabinetDetail],
  });

  const askReinstate = async (match: CabinetMatch) => {
    const yes = await confirm({
      title: t('schedule.reinstateTitle'),
      message: t('schedule.reinstateText', { host: match.host.title, guest: match.guest.title }),
      confirmLabel: t('schedule.reinstate'),
    });
    if (!yes) return;
    try {
      await reinstate.mutateAsync({ params: { id: match.id }, body: { action: 'reinstate' } });
      notify.success();
    } catch (error) {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    }
  };
  const openFixture = (kind: FixtureKind, match: CabinetMatch) => {
    setPanel(null);
    setWarnings([]);
    setFixture({ kind, match });
    window.scrollTo?.({ top: 0 });
  };

  const askDelete = async (match: CabinetMatch) => {
    const when = match.date ? `${formatDate(match.date, 'short', locale)} ${match.time ?? ''}` : '';
    const yes = await confirm({
      title: t('schedule.deleteTitle'),
      message: t('schedule.deleteText', { host: match.host.title, guest: match.guest.title, date: when }),
      confirmLabel: t('schedule.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ params: { id: tournament.id }, body: { ids: [match.id] } });
      notify.success();
    } catch (error) {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    }
  };

  return (
    <CabinetPage
      title={`${title}: ${tournament.title}`}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('list.title'), to: paths.tournaments() },
        { title: tournament.title, to: paths.tournament(tournament.id) },
        { title },
      ]}
      actions={
        <>
          <LocaleLink className="lg-button lg-button--ghost" to={paths.tournamentCalendar(tournament.id)}>
            {t('schedule.calendar')}
          </LocaleLink>
          {editable && (
            <>
              <button
                type="button"
                className="lg-button"
                onClick={() => {
                  setFixture(null);
                  setPanel(panel === 'match' ? null : 'match');
                }}
                aria-expanded={panel === 'match'}
              >
                {t('schedule.addMatch')}
              </button>
              <button
                type="button"
                className="lg-button lg-button--ghost"
                onClick={() => setPanel(panel === 'generator' ? null : 'generator')}
                aria-expanded={panel === 'generator'}
              >
                {t('schedule.generate')}
              </button>
            </>
          )}
        </>
      }
    >
      {dialog}
      {warnings.length > 0 && (
        <div className="ct-note ct-note--warn" role="alert">
          <strong>{t('schedule.warning')}: </strong>
          {warnings.join(' ')}
        </div>
      )}
      {editable && panel === 'match' && (
        <MatchForm
          tournamentId={tournament.id}
          nextTour={Math.max(1, ...data.tours.map((tour) => tour.number))}
          onDone={(found) => {
            setWarnings(found);
            setPanel(null);
          }}
          onCancel={() => setPanel(null)}
        />
      )}
      {editable && panel !== null && typeof panel === 'object' && (
        <MatchForm
          key={panel.id}
          tournamentId={tournament.id}
          nextTour={panel.tour?.number ?? 1}
          match={panel}
          onDone={(found) => {
            setWarnings(found);
            setPanel(null);
          }}
          onCancel={() => setPanel(null)}
        />
      )}
      {editable && fixture && (
        <FixturePanel
          key={`${fixture.kind}-${fixture.match.id}`}
          match={fixture.match}
          kind={fixture.kind}
          onDone={() => setFixture(null)}
          onCancel={() => setFixture(null)}
        />
      )}
      {editable && panel === 'generator' && (
        <GeneratorPanel tournamentId={tournament.id} existing={matches.length} onDone={() => setPanel(null)} />
      )}
      {matches.length === 0 ? (
        <p className="lg-empty">{t('schedule.noMatches')}</p>
      ) : (
        <ul className="ct-teams" aria-label={title}>
          {matches.map((match) => (
            <li key={match.id}>
              <div>
                {match.openable ? (
                  <LocaleLink className="ct-team-name" to={otherRemotePaths.matchProtocol(tournament.id, match.id)}>
                    {match.host.title} — {match.guest.title}
                  </LocaleLink>
                ) : (
                  <span className="ct-team-name">
                    {match.host.title} — {match.guest.title}
                  </span>
                )}
                <div className="ct-muted">
                  {[
                    match.tour?.title,
                    match.date
                      ? `${formatDate(match.date, 'short', locale)} ${match.time ?? ''}`
                      : t('schedule.noDate'),
                    match.stadium?.title,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                {match.status === 'cancelled' && match.cancellation_reason && (
                  <div className="ct-muted">{t('schedule.reasonShown', { reason: match.cancellation_reason })}</div>
                )}
                {match.crew.length > 0 && (
                  <div className="ct-muted">
                    {t('schedule.crew')}: {match.crew.map((c) => c.referee.name).join(', ')}
                  </div>
                )}
              </div>
              <div className="ct-actions">
                <StatusBadge kind="match" status={match.status} />
                {editable && (
                  <button
                    type="button"
                    className="lg-button lg-button--ghost"
                    onClick={() => {
                      setWarnings([]);
                      setFixture(null);
                      setPanel(match);
                      window.scrollTo?.({ top: 0 });
                    }}
                    aria-expanded={typeof panel === 'object' && panel?.id === match.id}
                    aria-label={`${t('schedule.edit')}: ${match.host.title} — ${match.guest.title}`}
                  >
                    {t('schedule.edit')}
                  </button>
                )}
                {editable && !match.played && (match.status === 'scheduled' || match.status === 'postponed') && (
                  <>
                    <button
                      type="button"
                      className="lg-button lg-button--ghost"
                      onClick={() => openFixture('postpone', match)}
                      aria-label={`${t('schedule.postpone')}: ${match.host.title} — ${match.guest.title}`}
                    >
                      {t('schedule.postpone')}
                    </button>
                    <button
                      type="button"
                      className="lg-button lg-button--ghost"
                      onClick={() => openFixture('cancel', match)}
                      aria-label={`${t('schedule.cancelMatch')}: ${match.host.title} — ${match.guest.title}`}
                    >
                      {t('schedule.cancelMatch')}
                    </button>
                  </>
                )}
                {editable && (match.status === 'postponed' || match.status === 'cancelled') && (
                  <button
                    type="button"
                    className="lg-button lg-button--ghost"
                    onClick={() => void askReinstate(match)}
                    disabled={reinstate.isPending}
                    aria-label={`${t('schedule.reinstate')}: ${match.host.title} — ${match.guest.title}`}
                  >
                    {t('schedule.reinstate')}
                  </button>
                )}
                {editable && !match.played && (
                  <button
                    type="button"
                    className="lg-button lg-button--danger"
                    onClick={() => void askDelete(match)}
                    disabled={remove.isPending}
                    aria-label={`${t('schedule.delete')}: ${match.host.title} — ${match.guest.title}`}
                  >
                    {t('schedule.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </CabinetPage>
  );
}

interface MatchFields {
  host_team_id?: number;
  guest_team_id?: number;
  stadium_id?: number;
  date?: string;
  time?: string;
  tour_number?: number | string;
  referees?: Partial<Record<(typeof REFEREE_ROLES)[number], number>>;
}

/** Form values as the API body. */
export function matchBody(values: MatchFields): MatchCreateBody {
  const referees: NonNullable<MatchCreateBody['referees']> = {};
  for (const role of REFEREE_ROLES) {
    const value = values.referees?.[role];
    if (value) referees[role] = Number(value);
  }
  return {
    host_team_id: Number(values.host_team_id),
    guest_team_id: Number(values.guest_team_id),
    stadium_id: values.stadium_id ? Number(values.stadium_id) : null,
    date: values.date ?? '',
    time: values.time ?? '',
    tour_number: Number(values.tour_number),
    referees,
  };
}

/** A match as the form's values (editing). */
export function matchFields(match: CabinetMatch): MatchFields {
  return {
    host_team_id: match.host.id,
    guest_team_id: match.guest.id,
    stadium_id: match.stadium?.id,
    date: match.date ?? undefined,
    time: match.time ?? '10:00',
    tour_number: match.tour?.number ?? 1,
    referees: Object.fromEntries(match.crew.map((c) => [c.role, c.referee.id])),
  };
}

/** Adds a match, or changes `match` (a played one keeps its teams: the API refuses that too). */
function MatchForm({
  tournamentId,
  nextTour,
  match,
  onDone,
  onCancel,
}: {
  tournamentId: number;
  nextTour: number;
  match?: CabinetMatch;
  onDone: (warnings: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const teams = useEndpointQuery(api.teams, { params: { id: tournamentId } });
  const stadiums = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'stadium' } });
  const referees = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'referee' } });
  const create = useEndpointMutation(api.createMatch, { invalidates: [api.matches, api.cabinetDetail] });
  const edit = useEndpointMutation(api.editMatch, { invalidates: [api.matches, api.cabinetDetail] });
  const teamOptions = (teams.data?.data.teams ?? [])
    .filter((row) => row.status === 'submitted')
    .map((row) => ({ value: row.team.id, label: row.team.title }));
  // The match's own teams stay choosable even when their application has changed since.
  for (const team of match ? [match.host, match.guest] : [])
    if (!teamOptions.some((o) => o.value === team.id)) teamOptions.push({ value: team.id, label: team.title });
  const refereeOptions = (referees.data?.data ?? []).map((r) => ({ value: Number(r.id), label: r.title }));
  const heading = match
    ? `${t('schedule.editMatch')}: ${match.host.title} — ${match.guest.title}`
    : t('schedule.newMatch');
  const headingId = match ? `edit-match-${match.id}` : 'new-match';
  // One object per match: a new one on every render would reset what the user typed after a refusal.
  const initialValues = useMemo<Partial<MatchFields>>(
    () => (match ? matchFields(match) : { tour_number: nextTour, time: '10:00' }),
    [match, nextTour],
  );
  return (
    <section className="ct-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {match?.played && <p className="ct-muted">{t('schedule.playedTeams')}</p>}
      <CabinetForm<MatchFields>
        label={heading}
        initialValues={initialValues}
        onSubmit={(values) =>
          match
            ? edit.mutateAsync({ params: { id: tournamentId, match_id: match.id }, body: matchBody(values) })
            : create.mutateAsync({ params: { id: tournamentId }, body: matchBody(values) })
        }
        success={match ? 'matchEdited' : 'matchAdded'}
        failure={match ? undefined : 'matchCreateError'}
        onSuccess={(result) =>
          onDone(
            ((result as { data: { warnings: Array<{ message: string }> } }).data.warnings ?? []).map((w) => w.message),
          )
        }
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
            {t('schedule.cancel')}
          </button>
        }
      >
        <div className="ct-grid">
          <SelectField
            name="host_team_id"
            label={t('schedule.host')}
            options={teamOptions}
            rules={['required']}
            disabled={match?.played}
          />
          <SelectField
            name="guest_team_id"
            label={t('schedule.guest')}
            options={teamOptions}
            rules={['required']}
            disabled={match?.played}
          />
          <SelectField
            name="stadium_id"
            label={t('schedule.stadium')}
            options={(stadiums.data?.data ?? []).map((s) => ({ value: Number(s.id), label: s.title }))}
          />
          <DateField
            name="date"
            label={t('schedule.date')}
            rules={['required', { rule: 'date_around', ...DATE_BOUNDS.tournament }]}
          />
          <TimeField name="time" label={t('schedule.time')} rules={['required']} />
          <NumberField
            name="tour_number"
            label={t('schedule.tourNumber')}
            rules={['required', { rule: 'min_value', value: 1 }, { rule: 'max_value', value: 99 }]}
            inputMode="numeric"
          />
        </div>
        <fieldset className="ct-grid" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('schedule.crew')}</legend>
          {REFEREE_ROLES.map((role) => (
            <SelectField
              key={role}
              name={`referees.${role}`}
              label={enumLabel('refereeRole', role, locale)}
              options={refereeOptions}
              placeholder={t('schedule.noReferee')}
            />
          ))}
        </fieldset>
      </CabinetForm>
    </section>
  );
}
