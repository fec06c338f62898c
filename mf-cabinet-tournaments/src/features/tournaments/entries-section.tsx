// A tournament's entry requests (ADR 0176), on its page. The league (super_admin) sees the window
// and every request: a pending one is accepted after a confirmation (the team joins the
// tournament) or refused in a dialog that asks for the reason — an error stays on the reason's
// field and the dialog stays open until the refusal is stored. A command_admin sees the window,
// its club's requests with their status and reason, and, while the window is open, asks to enter
// with one of its teams that may (the API lists them).
import { useTranslation } from 'react-i18next';
import { formatDate, useEndpointMutation, useEndpointQuery, useLocale, type TournamentEntries } from '@league/shared';
import { CabinetForm, SelectField, endpoints } from '@league/shared/cabinet';
import { EntryRow } from './entry-row';

const api = endpoints.entries;

export function EntriesSection({
  tournamentId,
  admin,
  finished,
}: {
  tournamentId: number;
  admin: boolean;
  finished: boolean;
}) {
  const entries = useEndpointQuery(api.list, { params: { id: tournamentId } });
  const data = entries.data?.data;
  if (!data) return null;
  // Nothing to show: no window, no request (a tournament that never took entries).
  if (!admin && data.window.opens_on === null && data.requests.length === 0) return null;
  return <EntriesView tournamentId={tournamentId} admin={admin} finished={finished} data={data} />;
}

function EntriesView({
  tournamentId,
  admin,
  finished,
  data,
}: {
  tournamentId: number;
  admin: boolean;
  finished: boolean;
  data: TournamentEntries;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const date = (value: string) => formatDate(value, 'short', locale);
  const { window, requests } = data;
  const windowLine =
    window.opens_on && window.closes_on
      ? t(window.open ? 'entries.windowOpen' : 'entries.windowClosed', {
          opens: date(window.opens_on),
          closes: date(window.closes_on),
        })
      : t('entries.noWindow');
  return (
    <section className="ct-panel" aria-labelledby="tournament-entries">
      <h2 id="tournament-entries">
        {t('entries.title')} ({requests.length})
      </h2>
      <p className={window.open ? 'ct-note' : 'ct-muted'} role="status">
        {windowLine}
      </p>
      {!admin && window.open && !finished && <AskToEnter tournamentId={tournamentId} teams={data.teams} />}
      {requests.length === 0 ? (
        <p className="lg-empty">{t('entries.none')}</p>
      ) : (
        <ul className="ct-teams ct-entries">
          {requests.map((request) => (
            <EntryRow key={request.id} tournamentId={tournamentId} request={request} decide={admin && !finished} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AskToEnter({ tournamentId, teams }: { tournamentId: number; teams: TournamentEntries['teams'] }) {
  const { t } = useTranslation('cab-tournaments');
  const ask = useEndpointMutation(api.request, {
    invalidates: [api.list, endpoints.tournaments.cabinetDetail, endpoints.tournaments.commandAdminList],
  });
  if (teams.length === 0) return <p className="ct-muted">{t('entries.noTeams')}</p>;
  return (
    <CabinetForm<{ team_id?: number }>
      className="ct-panel"
      label={t('entries.ask')}
      initialValues={{ team_id: teams[0].id }}
      onSubmit={(values) =>
        ask.mutateAsync({ params: { id: tournamentId }, body: { team_id: Number(values.team_id) } })
      }
      success
      submitLabel={t('entries.send')}
      warnUnsaved={false}
    >
      <h3>{t('entries.ask')}</h3>
      <SelectField
        name="team_id"
        label={t('entries.team')}
        options={teams.map((team) => ({ value: team.id, label: `${team.title} (${team.birth_year})` }))}
        rules={['required']}
        placeholder={false}
      />
    </CabinetForm>
  );
}
