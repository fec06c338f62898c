// /cabinet/tournaments/:id/matches (super_admin, command_admin, media_manager): the matches of a
// tournament, each linking to its protocol. super_admin adds a match (host, guest, stadium,
// Asia/Almaty date and time, tour, referee crew), deletes unplayed matches and fills the
// calendar with the round-robin generator; the others only read (the API refuses them too).
// A busy stadium comes back as a warning, shown here; a busy team or referee is a field error.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import {
  AsyncView,
  CabinetForm,
  CabinetPage,
  DateField,
  endpoints,
  enumLabel,
  errorMessage,
  formatDate,
  LocaleLink,
  NumberField,
  roleAtom,
  SelectField,
  showToast,
  StatusBadge,
  store,
  TextField,
  useConfirm,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useNotify,
  usePageMeta,
  useValidator,
  REFEREE_ROLES,
  type CabinetMatch,
  type MatchCreateBody,
  type TournamentMatchesResponse,
} from '@league/shared';
import { paths } from '../../paths';
import '../../ui/tournaments.css';
import { GeneratorPanel } from './generator-panel';
import { protocolPath } from './protocol-path';

const api = endpoints.tournaments;

export default function MatchesPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const answer = useEndpointQuery(api.matches, Number.isInteger(id) && id > 0 ? { params: { id } } : null);
  return <AsyncView data={answer}>{(data) => <MatchesView data={data.data} />}</AsyncView>;
}

function MatchesView({ data }: { data: TournamentMatchesResponse['data'] }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const role = useAtomValue(roleAtom, { store });
  const { tournament, matches } = data;
  const editable = role === 'super_admin' && !tournament.finished;
  const [panel, setPanel] = useState<'match' | 'generator' | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const title = t('schedule.matches');
  usePageMeta({ title: `${title} · ${tournament.title}` });
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const remove = useEndpointMutation(api.deleteMatches, { invalidates: [api.matches, api.cabinetDetail] });

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
              <button type="button" className="lg-button" onClick={() => setPanel(panel === 'match' ? null : 'match')} aria-expanded={panel === 'match'}>
                {t('schedule.addMatch')}
              </button>
              <button type="button" className="lg-button lg-button--ghost" onClick={() => setPanel(panel === 'generator' ? null : 'generator')} aria-expanded={panel === 'generator'}>
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
      {editable && panel === 'generator' && <GeneratorPanel tournamentId={tournament.id} existing={matches.length} onDone={() => setPanel(null)} />}
      {matches.length === 0 ? (
        <p className="lg-empty">{t('schedule.noMatches')}</p>
      ) : (
        <ul className="ct-teams" aria-label={title}>
          {matches.map((match) => (
            <li key={match.id}>
              <div>
                <LocaleLink className="ct-team-name" to={protocolPath(tournament.id, match.id)}>
                  {match.host.title} — {match.guest.title}
                </LocaleLink>
                <div className="ct-muted">
                  {[match.tour?.title, match.date ? `${formatDate(match.date, 'short', locale)} ${match.time ?? ''}` : t('schedule.noDate'), match.stadium?.title]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                {match.crew.length > 0 && (
                  <div className="ct-muted">
                    {t('schedule.crew')}: {match.crew.map((c) => c.referee.name).join(', ')}
                  </div>
                )}
              </div>
              <div className="ct-actions">
                <StatusBadge kind="match" status={match.status} />
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

function MatchForm({ tournamentId, nextTour, onDone, onCancel }: { tournamentId: number; nextTour: number; onDone: (warnings: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const teams = useEndpointQuery(api.teams, { params: { id: tournamentId } });
  const stadiums = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'stadium' } });
  const referees = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'referee' } });
  const create = useEndpointMutation(api.createMatch, { invalidates: [api.matches, api.cabinetDetail] });
  const timeRule = useValidator('required', { rule: 'regex', pattern: /^([01]\d|2[0-3]):[0-5]\d$/ });
  const teamOptions = (teams.data?.data.teams ?? []).filter((row) => row.status === 'submitted').map((row) => ({ value: row.team.id, label: row.team.title }));
  const refereeOptions = (referees.data?.data ?? []).map((r) => ({ value: Number(r.id), label: r.title }));
  return (
    <section className="ct-panel" aria-labelledby="new-match">
      <h2 id="new-match">{t('schedule.newMatch')}</h2>
      <CabinetForm<MatchFields>
        label={t('schedule.newMatch')}
        initialValues={{ tour_number: nextTour, time: '10:00' }}
        onSubmit={(values) => create.mutateAsync({ params: { id: tournamentId }, body: matchBody(values) })}
        success="matchAdded"
        failure="matchCreateError"
        onSuccess={(result) => onDone(((result as { data: { warnings: Array<{ message: string }> } }).data.warnings ?? []).map((w) => w.message))}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
            {t('schedule.cancel')}
          </button>
        }
      >
        <div className="ct-grid">
          <SelectField name="host_team_id" label={t('schedule.host')} options={teamOptions} rules={['required']} />
          <SelectField name="guest_team_id" label={t('schedule.guest')} options={teamOptions} rules={['required']} />
          <SelectField name="stadium_id" label={t('schedule.stadium')} options={(stadiums.data?.data ?? []).map((s) => ({ value: Number(s.id), label: s.title }))} />
          <DateField name="date" label={t('schedule.date')} rules={['required']} />
          <TextField name="time" label={t('schedule.time')} validate={timeRule} required inputMode="numeric" placeholder="HH:MM" />
          <NumberField name="tour_number" label={t('schedule.tourNumber')} rules={['required', { rule: 'min_value', value: 1 }, { rule: 'max_value', value: 99 }]} inputMode="numeric" />
        </div>
        <fieldset className="ct-grid" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('schedule.crew')}</legend>
          {REFEREE_ROLES.map((role) => (
            <SelectField key={role} name={`referees.${role}`} label={enumLabel('refereeRole', role, locale)} options={refereeOptions} placeholder={t('schedule.noReferee')} />
          ))}
        </fieldset>
      </CabinetForm>
    </section>
  );
}
