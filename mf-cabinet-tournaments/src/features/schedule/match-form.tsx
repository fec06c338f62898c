// The form that adds a match to a tournament or changes one: host, guest, stadium, date, time,
// tour and referee crew, with the choices it offers.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  between,
  DATE_BOUNDS,
  enumLabel,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  REFEREE_ROLES,
  type CabinetMatch,
} from '@league/shared';
import { CabinetForm, DateField, NumberField, SelectField, TimeField, endpoints } from '@league/shared/cabinet';
import { matchBody, matchFields, type MatchFields } from './match-values';

const api = endpoints.tournaments;

interface Option {
  value: number;
  label: string;
}

/** The form's choices: the tournament's accepted teams, the stadiums and the referees. */
function useMatchOptions(tournamentId: number, match?: CabinetMatch) {
  const teams = useEndpointQuery(api.teams, { params: { id: tournamentId } });
  const stadiums = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'stadium' } });
  const referees = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'referee' } });
  const teamOptions = (teams.data?.data.teams ?? [])
    .filter((row) => row.status === 'submitted')
    .map((row) => ({ value: row.team.id, label: row.team.title }));
  // The match's own teams stay choosable even when their application has changed since.
  for (const team of match ? [match.host, match.guest] : [])
    if (!teamOptions.some((o) => o.value === team.id)) teamOptions.push({ value: team.id, label: team.title });
  const refereeOptions = (referees.data?.data ?? []).map((r) => ({ value: Number(r.id), label: r.title }));
  const stadiumOptions = (stadiums.data?.data ?? []).map((s) => ({ value: Number(s.id), label: s.title }));
  return { teamOptions, stadiumOptions, refereeOptions };
}

/** Adds a match, or changes `match` (a played one keeps its teams: the API refuses that too). */
export function MatchForm({
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
  const options = useMatchOptions(tournamentId, match);
  const create = useEndpointMutation(api.createMatch, { invalidates: [api.matches, api.cabinetDetail] });
  const edit = useEndpointMutation(api.editMatch, { invalidates: [api.matches, api.cabinetDetail] });
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
        <MatchFormFields played={match?.played} {...options} />
      </CabinetForm>
    </section>
  );
}

/** The form's fields; a played match's teams are shown but not changeable. */
function MatchFormFields({
  played,
  teamOptions,
  stadiumOptions,
  refereeOptions,
}: {
  played?: boolean;
  teamOptions: Option[];
  stadiumOptions: Option[];
  refereeOptions: Option[];
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  return (
    <>
      <div className="ct-grid">
        <SelectField
          name="host_team_id"
          label={t('schedule.host')}
          options={teamOptions}
          rules={['required']}
          disabled={played}
        />
        <SelectField
          name="guest_team_id"
          label={t('schedule.guest')}
          options={teamOptions}
          rules={['required']}
          disabled={played}
        />
        <SelectField name="stadium_id" label={t('schedule.stadium')} options={stadiumOptions} />
        <DateField
          name="date"
          label={t('schedule.date')}
          rules={['required', { rule: 'date_around', ...DATE_BOUNDS.tournament }]}
        />
        <TimeField name="time" label={t('schedule.time')} rules={['required']} />
        <NumberField
          name="tour_number"
          label={t('schedule.tourNumber')}
          rules={['required', ...between(1, 99)]}
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
    </>
  );
}
