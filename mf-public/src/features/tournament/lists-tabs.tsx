// Tabs of the tournament page that are lists: form, scorers, assistants, suspensions, fixtures.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  EmptyState,
  endpoints,
  formatDate,
  LocaleLink,
  useEndpointQuery,
  useLocale,
  type ApiData,
  type MatchBrief,
  type PlayerRef,
  type TeamRef,
} from '@league/shared';
import { TournamentCsvLink } from '../../ui/csv-download';
import { FixturesPrint } from '../../ui/fixtures-print';
import { CalendarView } from '../../ui/calendar-view';
import { TeamName } from '../../ui/league';
import { TabTable } from './tab-table';
import { paths } from '../../paths';

function PlayerLink({ player }: { player: PlayerRef }) {
  return player.slug ? (
    <LocaleLink to={paths.player(player.slug)}>{player.name}</LocaleLink>
  ) : (
    <span>{player.name}</span>
  );
}

/** The header cell of the player column (the team is written under each name). */
function PlayerHead() {
  const { t } = useTranslation('public');
  return (
    <th scope="col" className="lg-table__team pub-player-cell">
      {t('tournament.col.playerTeam')}
    </th>
  );
}

/**
 * The row's player (with its position, when ranked) and, under the name, the team: one column,
 * so on a phone the figure the table is about stays beside the name instead of off the screen.
 */
function PlayerCell({ player, team, position }: { player: PlayerRef; team: TeamRef; position?: number }) {
  return (
    <th scope="row" className="lg-table__team pub-player-cell">
      <span className="pub-player-cell__name">
        {position !== undefined && <span className="pub-ltable__pos">{position}</span>}
        <PlayerLink player={player} />
      </span>
      <span className="pub-player-cell__team">
        <TeamName team={team} size={18} />
      </span>
    </th>
  );
}

function MatchLink({ match }: { match: MatchBrief }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <LocaleLink to={paths.match(match.id)}>
      {t('tournament.vs', { host: match.host.title, guest: match.guest.title })}
      {match.date_time && <span className="pub-muted"> · {formatDate(match.date_time, 'short', locale)}</span>}
    </LocaleLink>
  );
}

export function FormTab({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.standings.form, { params: { id } });
  return (
    <AsyncView data={data} isEmpty={(a) => a.data.length === 0}>
      {(answer) => (
        <TabTable
          caption={t('tournament.formCaption')}
          head={
            <>
              <th scope="col" className="lg-table__team">
                {t('tournament.col.team')}
              </th>
              <th scope="col">{t('tournament.col.results')}</th>
            </>
          }
        >
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
                      to={paths.match(f.match_id)}
                      className={`pub-results__item pub-results__item--${f.result}`}
                      title={t('tournament.formItem', {
                        result: t(`leagueUi.resultFull.${f.result}`),
                        opponent: f.opponent.title,
                        for: f.goals_for,
                        against: f.goals_against,
                      })}
                    >
                      {t(`leagueUi.result.${f.result}`)}
                    </LocaleLink>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </TabTable>
      )}
    </AsyncView>
  );
}

interface RankedPlayer {
  player: PlayerRef;
  team: TeamRef;
  position?: number;
  matches?: number | null;
}

/**
 * A ranking of players (scorers, assistants): the player with the team, the figure it ranks by,
 * the columns it adds (`minor`: the first to give way on a phone) and the matches played.
 */
function PlayerRanking<Row extends RankedPlayer>({
  data,
  empty,
  caption,
  figure,
  minor,
}: {
  data: ApiData<{ data: Row[] }>;
  empty: string;
  caption: string;
  figure: { head: string; value: (row: Row) => number };
  minor?: { head: ReactNode; value: (row: Row) => ReactNode };
}) {
  const { t } = useTranslation('public');
  return (
    <AsyncView data={data} isEmpty={(a) => a.data.length === 0} empty={<EmptyState>{empty}</EmptyState>}>
      {(answer) => (
        <TabTable
          className="pub-player-table"
          caption={caption}
          head={
            <>
              <PlayerHead />
              <th scope="col">{figure.head}</th>
              {minor && (
                <th scope="col" className="pub-col-minor">
                  {minor.head}
                </th>
              )}
              <th scope="col">{t('tournament.col.matches')}</th>
            </>
          }
        >
          {answer.data.map((row) => (
            <tr key={row.player.id}>
              <PlayerCell player={row.player} team={row.team} position={row.position} />
              <td>
                <strong>{figure.value(row)}</strong>
              </td>
              {minor && <td className="pub-col-minor">{minor.value(row)}</td>}
              <td>{row.matches ?? '—'}</td>
            </tr>
          ))}
        </TabTable>
      )}
    </AsyncView>
  );
}

export function ScorersTab({ id }: { id: number }) {
  const { t } = useTranslation('public');
  return (
    <PlayerRanking
      data={useEndpointQuery(endpoints.standings.scorers, { params: { id } })}
      empty={t('tournament.emptyScorers')}
      caption={t('tournament.scorersCaption')}
      figure={{ head: t('tournament.col.goals'), value: (row) => row.goals }}
      // Penalties are counted in the goals already: the first column to give way on a phone.
      minor={{
        head: <abbr title={t('tournament.col.penalties')}>{t('tournament.col.penaltiesShort')}</abbr>,
        value: (row) => row.penalties,
      }}
    />
  );
}

export function AssistantsTab({ id }: { id: number }) {
  const { t } = useTranslation('public');
  return (
    <PlayerRanking
      data={useEndpointQuery(endpoints.standings.assistants, { params: { id } })}
      empty={t('tournament.emptyAssistants')}
      caption={t('tournament.assistantsCaption')}
      figure={{ head: t('tournament.col.assists'), value: (row) => row.assists }}
    />
  );
}

/** The last match of a suspension: the opponent of the player's team and the date, linked. */
function UntilLink({ match, teamId }: { match: MatchBrief; teamId: number }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const opponent = match.host.id === teamId ? match.guest : match.host;
  return (
    <LocaleLink to={paths.match(match.id)}>
      {t('tournament.suspension.against', { opponent: opponent.title })}
      {match.date_time && <span className="pub-muted"> · {formatDate(match.date_time, 'short', locale)}</span>}
    </LocaleLink>
  );
}

export function DisqualificationsTab({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useEndpointQuery(endpoints.standings.disqualifications, { params: { id } });
  return (
    <>
      <TournamentCsvLink list="disqualifications" id={id} />
      <AsyncView
        data={data}
        isEmpty={(a) => a.data.length === 0}
        empty={<EmptyState>{t('tournament.emptyDisqualifications')}</EmptyState>}
      >
        {(answer) => (
          <TabTable
            className="pub-player-table"
            caption={t('tournament.disqualificationsCaption')}
            head={
              <>
                <PlayerHead />
                <th scope="col">{t('tournament.col.cause')}</th>
                <th scope="col">{t('tournament.col.length')}</th>
                <th scope="col">{t('tournament.col.until')}</th>
                <th scope="col" className="pub-col-minor">
                  {t('tournament.col.earnedIn')}
                </th>
              </>
            }
          >
            {answer.data.map((row) => (
              <tr key={`${row.player.id}-${row.earned_in?.id ?? row.decided_at}-${row.cause}`}>
                <PlayerCell player={row.player} team={row.team} />
                <td className="pub-suspension-text">
                  {t(`tournament.cause.${row.cause}`)}
                  {row.cause === 'league_decision' && (
                    <div className="pub-muted">{row.reason ?? t('tournament.suspension.reasonUnknown')}</div>
                  )}
                </td>
                <td>
                  {row.matches === null
                    ? t('tournament.suspension.indefinite')
                    : t('tournament.suspension.matches', { count: row.matches })}
                  <div className="pub-muted">
                    {row.served
                      ? t('tournament.suspension.served')
                      : row.matches === null
                        ? t('tournament.suspension.playedSince', { count: row.served_count })
                        : t('tournament.suspension.servedOf', { served: row.served_count, count: row.matches })}
                  </div>
                </td>
                <td className="pub-suspension-text">
                  {row.matches === null ? (
                    t('tournament.suspension.untilNotice')
                  ) : row.until ? (
                    <UntilLink match={row.until} teamId={row.team.id} />
                  ) : (
                    t('tournament.notScheduled')
                  )}
                </td>
                <td className="pub-col-minor">
                  {row.earned_in ? (
                    <MatchLink match={row.earned_in} />
                  ) : row.decided_at ? (
                    t('tournament.suspension.decided', { date: formatDate(row.decided_at, 'short', locale) })
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </TabTable>
        )}
      </AsyncView>
    </>
  );
}

export function CalendarTab({ id }: { id: number }) {
  const data = useEndpointQuery(endpoints.standings.calendar, { query: { tournament_id: id } });
  return (
    <>
      <TournamentCsvLink list="fixtures" id={id} />
      <AsyncView data={data}>
        {(answer) => (
          <>
            <CalendarView calendar={answer.data} />
            <FixturesPrint calendar={answer.data} />
          </>
        )}
      </AsyncView>
    </>
  );
}
