// Cross-table of results: the row team's score against each column team (oldest meeting first).
import { useTranslation } from 'react-i18next';
import { AsyncView, endpoints, LocaleLink, useEndpointQuery } from '@league/shared';
import { TeamName } from '../../ui/league';
import { TabTable } from './tab-table';
import { paths } from '../../paths';

export function CheckerboardTab({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.standings.checkerboard, { params: { id } });
  return (
    <AsyncView data={data} isEmpty={(a) => a.data.rows.length === 0}>
      {(answer) => (
        <TabTable
          className="pub-checker"
          caption={t('tournament.checkerboardCaption')}
          head={
            <>
              <th scope="col" className="lg-table__team">
                {t('tournament.col.team')}
              </th>
              {answer.data.teams.map((team, i) => (
                <th key={team.id} scope="col">
                  <abbr title={team.title}>{i + 1}</abbr>
                </th>
              ))}
            </>
          }
        >
          {answer.data.rows.map((row, i) => (
            <tr key={row.team.id}>
              <th scope="row" className="lg-table__team">
                <span className="pub-ltable__pos">{i + 1}</span> <TeamName team={row.team} size={20} />
              </th>
              {row.cells.map((cell) => (
                <td key={cell.opponent_id} className={cell.self ? 'pub-checker__self' : undefined}>
                  {cell.self
                    ? null
                    : cell.matches.map((m) => (
                        <LocaleLink
                          key={m.match_id}
                          to={paths.match(m.match_id)}
                          className={`pub-checker__score${m.result ? ` pub-checker__score--${m.result}` : ''}`}
                        >
                          {m.host_goals === null || m.guest_goals === null
                            ? '–:–'
                            : m.home
                              ? `${m.host_goals}:${m.guest_goals}`
                              : `${m.guest_goals}:${m.host_goals}`}
                        </LocaleLink>
                      ))}
                </td>
              ))}
            </tr>
          ))}
        </TabTable>
      )}
    </AsyncView>
  );
}
