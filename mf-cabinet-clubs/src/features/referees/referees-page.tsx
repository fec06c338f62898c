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
import { RefereeStateFilter, useRefereeColumns } from './referee-columns';

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
  const columns = useRefereeColumns({ onToggle: toggle });

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
        columns={columns}
        {...pagedRows(list)}
        rowKey={(r) => r.id}
        state={table}
        empty={t('referees.empty')}
        search
        filters={<RefereeStateFilter table={table} />}
      />
    </CabinetPage>
  );
}
