// /cabinet/referees (super_admin): the referees table (search, state filter, sort and paging in
// the URL; cards on a phone) with the private contacts and the linked account; add, edit,
// (de)activate. An inactive referee leaves the crew pickers and the public pages.
import { useTranslation } from 'react-i18next';
import {
  LocaleLink,
  errorMessage,
  showToast,
  useEndpointMutation,
  useEndpointQuery,
  usePageMeta,
} from '@league/shared';
import {
  CabinetPage,
  DataTable,
  pagedRows,
  useNotify,
  useTableState,
  endpoints,
  type CabinetReferee,
  type CabinetRefereesQuery,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';

const api = endpoints.refereesCabinet;

export default function RefereesPage() {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: t('referees.title') });
  const table = useTableState({ sort: 'name', filterKeys: ['state'] });
  const list = useEndpointQuery(api.cabinetList, { query: table.params as Partial<CabinetRefereesQuery> });
  const setActive = useEndpointMutation(api.setActive, { invalidates: [api.cabinetList] });
  const notify = useNotify();

  const toggle = async (referee: CabinetReferee) => {
    try {
      await setActive.mutateAsync({ params: { id: referee.id }, body: { active: !referee.active } });
      notify.success();
    } catch (error) {
      const message = errorMessage(error);
      if (message) showToast(message, 'error');
      else notify.error();
    }
  };

  return (
    <CabinetPage
      title={t('referees.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('referees.title') }]}
      actions={
        <LocaleLink className="lg-button" to={paths.refereeCreate()}>
          {t('referees.add')}
        </LocaleLink>
      }
    >
      <DataTable<CabinetReferee>
        caption={t('referees.title')}
        columns={[
          { key: 'name', header: t('referees.name'), render: (r) => r.name, sortKey: 'name', primary: true },
          { key: 'category', header: t('referees.category'), render: (r) => r.category ?? '—', sortKey: 'category' },
          { key: 'city', header: t('referees.city'), render: (r) => r.city?.title ?? '—' },
          {
            key: 'contacts',
            header: t('referees.contacts'),
            render: (r) => [r.phone, r.email].filter(Boolean).join(', ') || '—',
          },
          { key: 'account', header: t('referees.account'), render: (r) => r.account?.email ?? t('referees.noAccount') },
          {
            key: 'state',
            header: t('referees.state'),
            render: (r) => (r.active ? t('referees.active') : t('referees.inactive')),
          },
          {
            key: 'actions',
            header: t('referees.actions'),
            align: 'end',
            render: (r) => (
              <span className="cc-row-actions">
                <LocaleLink
                  className="lg-button lg-button--ghost"
                  to={paths.refereeEdit(r.id)}
                  aria-label={t('referees.editOf', { name: r.name })}
                >
                  {t('referees.edit')}
                </LocaleLink>
                <button type="button" className="lg-button lg-button--ghost" onClick={() => void toggle(r)}>
                  {r.active ? t('referees.deactivate') : t('referees.activate')}
                </button>
              </span>
            ),
          },
        ]}
        {...pagedRows(list)}
        rowKey={(r) => r.id}
        state={table}
        empty={t('referees.empty')}
        search
        filters={
          <label className="cc-filter">
            {t('referees.state')}
            <select
              value={table.filters.state ?? ''}
              onChange={(e) => table.setFilter('state', e.target.value || null)}
            >
              <option value="">{t('referees.all')}</option>
              <option value="active">{t('referees.active')}</option>
              <option value="inactive">{t('referees.inactive')}</option>
            </select>
          </label>
        }
      />
    </CabinetPage>
  );
}
