// /cabinet/clubs: the league's clubs for super_admin (search, city and status filters, sort and
// paging in the URL; cards on a phone). A command_admin has one club: the page opens it.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { authAtom, LocaleLink, useEndpointQuery, useLocalePath, usePageMeta, useStoreValue } from '@league/shared';
import {
  CabinetPage,
  DataTable,
  pagedRows,
  useTableState,
  endpoints,
  type CabinetClub,
  type CabinetClubsQuery,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { TableFilter } from '../../ui/table-filter';
import '../../ui/registry.css';

export default function ClubsListPage() {
  const auth = useStoreValue(authAtom);
  const lp = useLocalePath();
  if (auth?.user.role.slug === 'command_admin' && auth.user.club_id)
    return <Navigate to={lp(paths.club(auth.user.club_id))} replace />;
  return <ClubsTable />;
}

function ClubsTable() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('clubs.title') });
  const table = useTableState({ sort: 'title', filterKeys: ['city_id', 'archived'] });
  const clubs = useEndpointQuery(endpoints.cabinetLists.cabinetClubs, {
    query: table.params as Partial<CabinetClubsQuery>,
  });
  const cities = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'city' } });
  const isSuperAdmin = useStoreValue(authAtom)?.user.role.slug === 'super_admin';

  return (
    <CabinetPage
      title={t('clubs.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('clubs.title') }]}
      actions={
        isSuperAdmin && (
          <LocaleLink className="lg-button" to={paths.clubCreate()}>
            {t('clubs.add')}
          </LocaleLink>
        )
      }
    >
      <DataTable<CabinetClub>
        caption={t('clubs.title')}
        columns={[
          { key: 'title', header: t('clubs.name'), render: (c) => c.title, sortKey: 'title', primary: true },
          { key: 'city', header: t('clubs.city'), render: (c) => c.city ?? '—', sortKey: 'city' },
          {
            key: 'teams',
            header: t('clubs.teams'),
            render: (c) => c.teams_count,
            sortKey: 'teams_count',
            align: 'end',
          },
          {
            key: 'status',
            header: t('clubs.status'),
            render: (c) => (c.archived ? t('clubs.archived') : t('clubs.active')),
          },
        ]}
        {...pagedRows(clubs)}
        rowKey={(c) => c.id}
        rowHref={(c) => paths.club(c.id)}
        state={table}
        empty={t('clubs.empty')}
        search
        filters={
          <span className="cc-filters">
            <TableFilter
              table={table}
              name="city_id"
              label={t('clubs.city')}
              allLabel={t('clubs.allCities')}
              options={(cities.data?.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            />
            <TableFilter table={table} name="archived" label={t('clubs.status')} allLabel={t('clubs.allStatuses')}>
              <option value="0">{t('clubs.onlyActive')}</option>
              <option value="1">{t('clubs.onlyArchived')}</option>
            </TableFilter>
          </span>
        }
      />
    </CabinetPage>
  );
}
