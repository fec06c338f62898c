// The team statistics table's columns (matches, results, goals, clean sheets, cards, points) and
// its tournament filter.
import { useTranslation } from 'react-i18next';
import type { CabinetTeamStatsResponse, CabinetTeamStatsRow, Column, TableState } from '@league/shared/cabinet';

type Tournament = CabinetTeamStatsResponse['meta']['tournaments'][number];

export function useTeamStatsColumns(): Column<CabinetTeamStatsRow>[] {
  const { t } = useTranslation('cab-clubs');
  return [
    { key: 'team', header: t('teamStats.team'), render: (r) => r.team.title, sortKey: 'title', primary: true },
    { key: 'club', header: t('teamStats.club'), render: (r) => r.club.title },
    {
      key: 'matches',
      header: t('teamStats.matchesLong'),
      render: (r) => r.matches,
      sortKey: 'matches',
      align: 'end',
    },
    { key: 'won', header: t('teamStats.wonLong'), render: (r) => r.won, sortKey: 'won', align: 'end' },
    { key: 'drawn', header: t('teamStats.drawnLong'), render: (r) => r.drawn, align: 'end' },
    { key: 'lost', header: t('teamStats.lostLong'), render: (r) => r.lost, align: 'end' },
    {
      key: 'goals_for',
      header: t('teamStats.goalsFor'),
      render: (r) => r.goals_for,
      sortKey: 'goals_for',
      align: 'end',
    },
    {
      key: 'goals_against',
      header: t('teamStats.goalsAgainst'),
      render: (r) => r.goals_against,
      sortKey: 'goals_against',
      align: 'end',
    },
    { key: 'clean_sheets', header: t('teamStats.cleanSheets'), render: (r) => r.clean_sheets, align: 'end' },
    {
      key: 'cards',
      header: t('teamStats.cards'),
      render: (r) => (
        <>
          {r.yellow_cards}/{r.red_cards}
        </>
      ),
      align: 'end',
    },
    {
      key: 'points',
      header: t('teamStats.points'),
      render: (r) => <strong>{r.points}</strong>,
      sortKey: 'points',
      align: 'end',
    },
  ];
}

export function TournamentFilter({
  table,
  tournaments,
  shown,
}: {
  table: TableState;
  tournaments: Tournament[];
  shown: Tournament | null | undefined;
}) {
  const { t } = useTranslation('cab-clubs');
  // No "all" choice: the statistics are one tournament's; without a choice the API shows the current one.
  return (
    <label className="cc-filter">
      {t('teamStats.tournament')}
      <select
        value={table.filters.tournament_id ?? String(shown?.id ?? '')}
        onChange={(e) => table.setFilter('tournament_id', e.target.value || null)}
      >
        {tournaments.map((x) => (
          <option key={x.id} value={String(x.id)}>
            {x.title}
          </option>
        ))}
      </select>
    </label>
  );
}
