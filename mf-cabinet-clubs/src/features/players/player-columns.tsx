// The players table's columns (name, birth date, position, number, team, documents) and its
// filters: club (super_admin only), team, position, birth year, status and missing documents.
import { useTranslation } from 'react-i18next';
import {
  authAtom,
  formatDate,
  PLAYER_POSITIONS,
  RoleGate,
  useEndpointQuery,
  useLocale,
  useStoreValue,
} from '@league/shared';
import {
  FilterSelect,
  endpoints,
  type CabinetPlayerItem,
  type Column,
  type FilterOption,
  type TableState,
} from '@league/shared/cabinet';

export function usePlayerColumns(): Column<CabinetPlayerItem>[] {
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  const docs = (p: CabinetPlayerItem) => {
    const count = p.missing_documents.length + p.expired_documents.length;
    return count === 0 ? (
      t('players.documentsOk')
    ) : (
      <span className="pp-flag pp-flag--missing">{t('players.missingCount', { count })}</span>
    );
  };
  return [
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
  ];
}

interface PlayerFilterOptions {
  clubs: FilterOption[];
  teams: FilterOption[];
  years: FilterOption[];
}

/** The choices of the club (for super_admin only), team and birth-year filters. */
export function usePlayerFilterOptions(): PlayerFilterOptions {
  const isSuperAdmin = useStoreValue(authAtom)?.user.role.slug === 'super_admin';
  const clubs = useEndpointQuery(
    endpoints.cabinetLists.cabinetClubs,
    isSuperAdmin ? { query: { per_page: 100 } } : null,
  );
  const teams = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'team' } });
  const years = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'birth-years' } });
  return {
    clubs: (clubs.data?.data ?? []).map((c) => ({ value: c.id, label: c.title })),
    teams: (teams.data?.data ?? []).map((c) => ({ value: c.id, label: c.title })),
    years: (years.data?.data ?? []).map((y) => ({ value: y.id, label: y.title })),
  };
}

export function PlayerFilters({ table, options }: { table: TableState; options: PlayerFilterOptions }) {
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  return (
    <span className="cc-filters">
      <RoleGate policy="superAdmin">
        <FilterSelect table={table} name="club_id" label={t('players.club')} options={options.clubs} />
      </RoleGate>
      <FilterSelect table={table} name="team_id" label={t('players.team')} options={options.teams} />
      <FilterSelect
        table={table}
        name="position"
        label={t('players.position')}
        options={PLAYER_POSITIONS.map((p) => ({ value: p, label: te(`position.${p}`) }))}
      />
      <FilterSelect table={table} name="birth_year" label={t('players.birthYear')} options={options.years} />
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
  );
}
