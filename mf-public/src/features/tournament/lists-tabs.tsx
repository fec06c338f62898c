// Tabs of the tournament page that are lists: form, scorers, assistants, suspensions, fixtures.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, formatDate, LocaleLink, useApiData, useLocale, type MatchBrief, type PlayerRef } from '@league/shared';
import { CalendarView, TeamName } from '../../ui/league';
import { fetchAssistants, fetchCalendar, fetchDisqualifications, fetchForm, fetchScorers } from './api';

function PlayerLink({ player }: { player: PlayerRef }) {
  return player.slug ? <LocaleLink to={`/players/${player.slug}`}>{player.name}</LocaleLink> : <span>{player.name}</span>;
}

function MatchLink({ match }: { match: MatchBrief }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <LocaleLink to={`/matches/${match.id}`}>
      {t('tournament.vs', { host: match.host.title, guest: match.guest.title })}
      {match.date_time && <span className="pub-muted"> · {formatDate(match.date_time, 'short', locale)}</span>}
    </LocaleLink>
  );
}

export function FormTab({ id }: { id: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useApiData(`tournament-form:${id}:${locale}`, (signal) => fetchForm(id, { signal }));
  return (
    <AsyncView data={data} isEmpty={(a) => a.data.length === 0}>
      {(answer) => (
        <div className="lg-table-wrap">
          <table className="lg-table">
            <caption className="lg-visually-hidden">{t('tournament.formCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="lg-table__team">
                  {t('tournament.col.team')}
                </th>
                <th scope="col">{t('tournament.col.results')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((row) => (
                <tr key={row.team.id}>
                  <th scope="row" className="lg-table__team">
                    <TeamName team={row.team} size={22} />
                  </th>
                  <td>
                    <span className="pub-results">
                      {row.form.map((f) => (
                        <LocaleLink
                          key={f.match_id}
                          to={`/matches/${f.match_id}`}
                          className={`pub-results__item pub-results__item--${f.result}`}
                          title={t('tournament.formItem', { result: t(`leagueUi.resultFull.${f.result}`), opponent: f.opponent.title, for: f.goals_for, against: f.goals_against })}
                        >
                          {t(`leagueUi.result.${f.result}`)}
                        </LocaleLink>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AsyncView>
  );
}

export function ScorersTab({ id }: { id: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useApiData(`tournament-scorers:${id}:${locale}`, (signal) => fetchScorers(id, { signal }));
  return (
    <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('tournament.emptyScorers')}</EmptyState>}>
      {(answer) => (
        <div className="lg-table-wrap">
          <table className="lg-table">
            <caption className="lg-visually-hidden">{t('tournament.scorersCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="lg-table__team">
                  {t('tournament.col.player')}
                </th>
                <th scope="col" className="lg-table__team">
                  {t('tournament.col.team')}
                </th>
                <th scope="col">{t('tournament.col.goals')}</th>
                <th scope="col">
                  <abbr title={t('tournament.col.penalties')}>{t('tournament.col.penaltiesShort')}</abbr>
                </th>
                <th scope="col">{t('tournament.col.matches')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((row) => (
                <tr key={row.player.id}>
                  <th scope="row" className="lg-table__team">
                    <span className="pub-ltable__pos">{row.position}</span> <PlayerLink player={row.player} />
                  </th>
                  <td className="lg-table__team">
                    <TeamName team={row.team} size={20} />
                  </td>
                  <td>
                    <strong>{row.goals}</strong>
                  </td>
                  <td>{row.penalties}</td>
                  <td>{row.matches ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AsyncView>
  );
}

export function AssistantsTab({ id }: { id: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useApiData(`tournament-assistants:${id}:${locale}`, (signal) => fetchAssistants(id, { signal }));
  return (
    <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('tournament.emptyAssistants')}</EmptyState>}>
      {(answer) => (
        <div className="lg-table-wrap">
          <table className="lg-table">
            <caption className="lg-visually-hidden">{t('tournament.assistantsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="lg-table__team">
                  {t('tournament.col.player')}
                </th>
                <th scope="col" className="lg-table__team">
                  {t('tournament.col.team')}
                </th>
                <th scope="col">{t('tournament.col.assists')}</th>
                <th scope="col">{t('tournament.col.matches')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((row) => (
                <tr key={row.player.id}>
                  <th scope="row" className="lg-table__team">
                    <span className="pub-ltable__pos">{row.position}</span> <PlayerLink player={row.player} />
                  </th>
                  <td className="lg-table__team">
                    <TeamName team={row.team} size={20} />
                  </td>
                  <td>
                    <strong>{row.assists}</strong>
                  </td>
                  <td>{row.matches ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AsyncView>
  );
}

export function DisqualificationsTab({ id }: { id: string }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useApiData(`tournament-disqualifications:${id}:${locale}`, (signal) => fetchDisqualifications(id, { signal }));
  return (
    <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{t('tournament.emptyDisqualifications')}</EmptyState>}>
      {(answer) => (
        <div className="lg-table-wrap">
          <table className="lg-table">
            <caption className="lg-visually-hidden">{t('tournament.disqualificationsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="lg-table__team">
                  {t('tournament.col.player')}
                </th>
                <th scope="col" className="lg-table__team">
                  {t('tournament.col.team')}
                </th>
                <th scope="col">{t('tournament.col.cause')}</th>
                <th scope="col">{t('tournament.col.earnedIn')}</th>
                <th scope="col">{t('tournament.col.servedIn')}</th>
                <th scope="col">{t('tournament.col.served')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((row) => (
                <tr key={`${row.player.id}-${row.earned_in.id}-${row.cause}`}>
                  <th scope="row" className="lg-table__team">
                    <PlayerLink player={row.player} />
                  </th>
                  <td className="lg-table__team">
                    <TeamName team={row.team} size={20} />
                  </td>
                  <td>{t(`tournament.cause.${row.cause}`)}</td>
                  <td>
                    <MatchLink match={row.earned_in} />
                  </td>
                  <td>{row.served_in ? <MatchLink match={row.served_in} /> : t('tournament.notScheduled')}</td>
                  <td>{t(row.served ? 'tournament.served.yes' : 'tournament.served.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AsyncView>
  );
}

export function CalendarTab({ id }: { id: string }) {
  const locale = useLocale();
  const data = useApiData(`tournament-calendar:${id}:${locale}`, (signal) => fetchCalendar(id, { signal }));
  return <AsyncView data={data}>{(answer) => <CalendarView calendar={answer.data} />}</AsyncView>;
}
