// /cabinet/players: every player the user may see (a command_admin: its club's), paged on the
// server; search by name in any script (Жанибек / Жәнібек / Zhanibek), filters by club, team,
// position, birth year, status and missing documents — all kept in the URL.
import { useTranslation } from 'react-i18next';
import {
  authAtom,
  formatDate,
  PLAYER_POSITIONS,
  RoleGate,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  useTableQuery,
  useStoreValue,
} from '@league/shared';
import {
  CabinetPage,
  DataTable,
  FilterSelect,
  useTableState,
  endpoints,
  type CabinetPlayerItem,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import '../../ui/people.css';

export default function PlayersListPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  usePageMeta({ title: t('players.title') });
  const table = useTableState({
    sort: 'name',
    filterKeys: ['club_id', 'team_id', 'position', 'birth_year', 'status', 'missing_documents'],
  });
  const rows = useTableQuery(endpoints.playersCabinet.cabinetList, table);
  const isSuperAdmin = useStoreValue(authAtom)?.user.role.slug === 'super_admin';
  const clubs = useEndpointQuery(
    endpoints.cabinetLists.cabinetClubs,
    isSuperAdmin ? { query: { per_page: 100 } } : null,
  );
  const teams = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'team' } });
  const years = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'birth-years' } });
  const docs = (p: CabinetPlayerItem) => {
    const count = p.missing_documents.length + p.expired_documents.length;
    return count === 0 ? (
      t('players.documentsOk')
    ) : (
      <span className="pp-flag pp-flag--missing">{t('players.missingCount', { count })}</span>
    );
  };
  return (
    <CabinetPage
      title={t('players.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('players.title') }]}
    >
      <DataTable<CabinetPlayerItem>
        caption={t('players.title')}
        columns={[
          { key: 'name', header: t('players.name'), render: (p) => p.name, sortKey: 'name', primary: true },
          {
            key: 'birth_date',
            header: t('players.birthDate'),
            render: (p) => formatDate(p.birth_date, 'short', locale),
            sortKey: 'birth_date',
          },
          { key: 'position', header: t('players.position'), render: (p) => te(`position.${p.position}`) },
          {
            key: 'number',
            header: t('players.number'),
            render: (p) => p.number ?? '—',
            sortKey: 'number',
            align: 'end',
          },
          {
            key: 'team',
            header: t('players.team'),
            render: (p) => (p.team ? `${p.team.title} · ${p.team.club_title}` : '—'),
          },
          { key: 'documents', header: t('players.documents'), render: docs },
        ]}
        {...rows}
        rowKey={(p) => p.id}
        rowHref={(p) => paths.player(p.slug)}
        state={table}
        empty={t('players.empty')}
        search
        filters={
          <span className="cc-filters">
            <RoleGate policy="superAdmin">
              <FilterSelect
                table={table}
                name="club_id"
                label={t('players.club')}
                options={(clubs.data?.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
              />
            </RoleGate>
            <FilterSelect
              table={table}
              name="team_id"
              label={t('players.team')}
              options={(teams.data?.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            />
            <FilterSelect
              table={table}
              name="position"
              label={t('players.position')}
              options={PLAYER_POSITIONS.map((p) => ({ value: p, label: te(`position.${p}`) }))}
            />
            <FilterSelect
              table={table}
              name="birth_year"
              label={t('players.birthYear')}
              options={(years.data?.data ?? []).map((y) => ({ value: y.id, label: y.title }))}
            />
            <FilterSelect
              table={table}
              name="status"
              label={t('players.status')}
              options={[
                { value: 'active', label: t('person.statusActive') },
                { value: 'inactive', label: t('person.statusInactive') },
              ]}
            />
            <FilterSelect
              table={table}
              name="missing_documents"
              label={t('players.documents')}
              options={[{ value: '1', label: t('players.documentsMissing') }]}
            />
          </span>
        }
      />
    </CabinetPage>
  );
}
