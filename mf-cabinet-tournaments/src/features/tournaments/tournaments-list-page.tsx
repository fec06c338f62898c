// /cabinet/tournaments: super_admin and media_manager see every tournament (season, state and
// main filters, search, sort and paging in the URL); a row opens the tournament (super_admin)
// or its calendar (media_manager, who may not open the detail). A command_admin sees the
// tournaments its teams play in or may apply to, with its teams' application status.
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  LocaleLink,
  roleAtom,
  useEndpointQuery,
  usePageMeta,
  useTableQuery,
  type CommandAdminTournament,
  useStoreValue,
} from '@league/shared';
import {
  CabinetPage,
  DataTable,
  StatusBadge,
  useTableState,
  type Column,
  endpoints,
  type CabinetTournament,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/tournaments.css';
import { TournamentFilters } from './tournament-filters';

const stateOf = (t: CabinetTournament) => (t.end_date ? 'finished' : t.active ? 'active' : 'inactive');

export default function TournamentsListPage() {
  const role = useStoreValue(roleAtom);
  return role === 'command_admin' ? (
    <ClubTournaments />
  ) : (
    <AllTournaments media={role === 'media_manager'} admin={role === 'super_admin'} />
  );
}

function AllTournaments({ media, admin }: { media: boolean; admin: boolean }) {
  const { t } = useTranslation('cab-tournaments');
  usePageMeta({ title: t('list.title') });
  const table = useTableState({ sort: '-season', filterKeys: ['season', 'state', 'main'] });
  const list = useTableQuery(endpoints.cabinetLists.cabinetTournaments, table);
  const columns: Column<CabinetTournament>[] = [
    {
      key: 'title',
      header: t('list.name'),
      primary: true,
      sortKey: 'title',
      render: (item) => (item.main ? `${item.title} · ${t('list.main')}` : item.title),
    },
    { key: 'season', header: t('list.season'), sortKey: 'season', align: 'center', render: (item) => item.season },
    {
      key: 'teams',
      header: t('list.teams'),
      sortKey: 'teams_count',
      align: 'center',
      render: (item) => item.teams_count,
    },
    { key: 'state', header: t('list.status'), render: (item) => t(`list.${stateOf(item)}`) },
  ];
  return (
    <CabinetPage
      title={t('list.title')}
      actions={
        admin && (
          <LocaleLink className="lg-button" to={paths.tournamentCreate()}>
            {t('tournament.add')}
          </LocaleLink>
        )
      }
    >
      <DataTable
        caption={t('list.title')}
        columns={columns}
        rowKey={(item) => item.id}
        rowHref={(item) => (media ? paths.tournamentCalendar(item.id) : paths.tournament(item.id))}
        state={table}
        {...list}
        empty={t('list.empty')}
        search
        filters={<TournamentFilters table={table} />}
      />
    </CabinetPage>
  );
}

function ClubTournaments() {
  const { t } = useTranslation('cab-tournaments');
  usePageMeta({ title: t('list.title') });
  const list = useEndpointQuery(endpoints.tournaments.commandAdminList, {});
  return (
    <CabinetPage title={t('list.title')}>
      <AsyncView data={list}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p className="lg-empty">{t('list.empty')}</p>
          ) : (
            <ul className="ct-teams" aria-label={t('list.title')}>
              {answer.data.map((item) => (
                <ClubTournament key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </AsyncView>
    </CabinetPage>
  );
}

function ClubTournament({ item }: { item: CommandAdminTournament }) {
  const { t } = useTranslation('cab-tournaments');
  const state = item.finished ? 'finished' : item.active ? 'active' : 'inactive';
  return (
    <li>
      <div>
        <LocaleLink className="ct-team-name" to={paths.tournament(item.id)}>
          {item.title}
        </LocaleLink>
        <div className="ct-muted">
          {item.season.title} · {item.age_group_title} · {t(`list.${state}`)}
          {item.main && ` · ${t('list.main')}`} ·{' '}
          {t(item.takes_applications ? 'tournament.takesApplications' : 'tournament.noApplications')}
        </div>
      </div>
      <ul className="ct-links" aria-label={t('tournament.myTeams')}>
        {item.teams.map((team) => (
          <li key={team.id}>
            {team.title}:{' '}
            {team.status ? <StatusBadge kind="application" status={team.status} /> : t('tournament.notApplied')}
          </li>
        ))}
      </ul>
    </li>
  );
}
