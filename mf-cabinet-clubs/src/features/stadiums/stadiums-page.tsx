// /cabinet/stadiums (super_admin): the stadiums table (search, city filter, sort and paging in
// the URL; cards on a phone), one form panel for a new or the chosen stadium, delete with a
// confirmation. A stadium that matches use is refused by the API with a message shown here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  usePageMeta,
  type CabinetStadium,
  type StadiumsQuery,
} from '@league/shared';
import {
  CabinetPage,
  DataTable,
  pagedRows,
  useConfirm,
  useNotify,
  useTableState,
  endpoints,
} from '@league/shared/cabinet';
import '../../ui/registry.css';
import { StadiumForm, stadiumBody, type StadiumFormValues } from './stadium-form';

const api = endpoints.stadiums;

export default function StadiumsPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('stadiums.title') });
  const table = useTableState({ sort: 'title', filterKeys: ['city_id'] });
  const list = useEndpointQuery(api.cabinetStadiums, { query: table.params as Partial<StadiumsQuery> });
  const cities = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'city' } });
  const create = useEndpointMutation(api.createStadium, { invalidates: [api.cabinetStadiums] });
  const update = useEndpointMutation(api.updateStadium, { invalidates: [api.cabinetStadiums, api.cabinetStadium] });
  const remove = useEndpointMutation(api.deleteStadium, { invalidates: [api.cabinetStadiums] });
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<CabinetStadium | 'new' | null>(null);
  const cityOptions = cities.data?.data ?? [];

  const save = (values: StadiumFormValues) => {
    const body = stadiumBody(values);
    return editing && editing !== 'new'
      ? update.mutateAsync({ params: { id: editing.id }, body })
      : create.mutateAsync({ body });
  };

  const askDelete = async (stadium: CabinetStadium) => {
    const yes = await confirm({
      title: t('stadiums.deleteTitle'),
      message: stadium.title,
      confirmLabel: t('stadiums.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ params: { id: stadium.id } });
      if (editing !== 'new' && editing?.id === stadium.id) setEditing(null);
      notify.success();
    } catch (error) {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    }
  };

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
        columns={[
          { key: 'title', header: t('stadiums.name'), render: (s) => s.title, sortKey: 'title', primary: true },
          { key: 'city', header: t('stadiums.city'), render: (s) => s.city?.title ?? '—', sortKey: 'city' },
          { key: 'address', header: t('stadiums.address'), render: (s) => s.address ?? '—' },
          {
            key: 'capacity',
            header: t('stadiums.capacity'),
            render: (s) => (s.capacity === null ? '—' : s.capacity.toLocaleString('ru-RU')),
            align: 'end',
          },
          { key: 'matches', header: t('stadiums.matches'), render: (s) => s.matches_count, align: 'end' },
          {
            key: 'actions',
            header: t('stadiums.actions'),
            align: 'end',
            render: (s) => (
              <span className="cc-row-actions">
                <button
                  type="button"
                  className="lg-button lg-button--ghost"
                  aria-label={t('stadiums.editOf', { title: s.title })}
                  onClick={() => setEditing(s)}
                >
                  {t('stadiums.edit')}
                </button>
                <button
                  type="button"
                  className="lg-button lg-button--danger"
                  aria-label={t('stadiums.deleteOf', { title: s.title })}
                  onClick={() => void askDelete(s)}
                >
                  {t('stadiums.delete')}
                </button>
              </span>
            ),
          },
        ]}
        {...pagedRows(list)}
        rowKey={(s) => s.id}
        state={table}
        empty={t('stadiums.empty')}
        search
        filters={
          <label className="cc-filter">
            {t('stadiums.city')}
            <select
              value={table.filters.city_id ?? ''}
              onChange={(e) => table.setFilter('city_id', e.target.value || null)}
            >
              <option value="">{t('stadiums.allCities')}</option>
              {cityOptions.map((c) => (
                <option key={String(c.id)} value={String(c.id)}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </CabinetPage>
  );
}
