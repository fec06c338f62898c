// /cabinet/stadiums (super_admin): the stadiums table (search, city filter, sort and paging in
// the URL; cards on a phone), one form panel for a new or the chosen stadium, delete with a
// confirmation. A stadium that matches use is refused by the API with a message shown here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery, type StadiumsQuery } from '@league/shared';
import { useTableState, endpoints } from '@league/shared/cabinet';
import { RegistryPage } from '../../ui/registry-page';
import { CityFilter, useStadiumColumns } from './stadium-columns';
import { StadiumForm } from './stadium-form';
import { useStadiumWrites, type Editing } from './use-stadium-writes';

const api = endpoints.stadiums;

export default function StadiumsPage() {
  const { t } = useTranslation('cab-clubs');
  const table = useTableState({ sort: 'title', filterKeys: ['city_id'] });
  const list = useEndpointQuery(api.cabinetStadiums, { query: table.params as Partial<StadiumsQuery> });
  const cities = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'city' } });
  const [editing, setEditing] = useState<Editing>(null);
  const { save, askDelete, dialog } = useStadiumWrites(editing, setEditing);
  const cityOptions = cities.data?.data ?? [];
  const columns = useStadiumColumns({ onEdit: setEditing, onDelete: askDelete });

  return (
    <RegistryPage
      title={t('stadiums.title')}
      actions={
        <button type="button" className="lg-button" onClick={() => setEditing('new')}>
          {t('stadiums.add')}
        </button>
      }
      list={list}
      state={table}
      columns={columns}
      rowKey={(s) => s.id}
      empty={t('stadiums.empty')}
      filters={<CityFilter table={table} cities={cityOptions} />}
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
    </RegistryPage>
  );
}
