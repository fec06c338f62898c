// /cabinet/stadiums (super_admin): the stadiums table (search, city filter, sort and paging in
// the URL; cards on a phone), one form panel for a new or the chosen stadium, delete with a
// confirmation. A stadium that matches use is refused by the API with a message shown here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery, usePageMeta, type CabinetStadium, type StadiumsQuery } from '@league/shared';
import { CabinetPage, DataTable, pagedRows, useTableState, endpoints } from '@league/shared/cabinet';
import '../../ui/registry.css';
import { CityFilter, useStadiumColumns } from './stadium-columns';
import { StadiumForm } from './stadium-form';
import { useStadiumWrites, type Editing } from './use-stadium-writes';

const api = endpoints.stadiums;

export default function StadiumsPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('stadiums.title') });
  const table = useTableState({ sort: 'title', filterKeys: ['city_id'] });
  const list = useEndpointQuery(api.cabinetStadiums, { query: table.params as Partial<StadiumsQuery> });
  const cities = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'city' } });
  const [editing, setEditing] = useState<Editing>(null);
  const { save, askDelete, dialog } = useStadiumWrites(editing, setEditing);
  const cityOptions = cities.data?.data ?? [];
  const columns = useStadiumColumns({ onEdit: setEditing, onDelete: askDelete });

  return (
    <CabinetPage
      title={t('stadiums.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('stadiums.title') }]}
      actions={
        <button type="button" className="lg-button" onClick={() => setEditing('new')}>
          {t('stadiums.add')}
        </button>
      }
    >
      {dialog}
      {editing !== null && (
        <StadiumForm
          stadium={editing === 'new' ? null : editing}
          cities={cityOptions}
          onSubmit={save}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable<CabinetStadium>
        caption={t('stadiums.title')}
        columns={columns}
        {...pagedRows(list)}
        rowKey={(s) => s.id}
        state={table}
        empty={t('stadiums.empty')}
        search
        filters={<CityFilter table={table} cities={cityOptions} />}
      />
    </CabinetPage>
  );
}
