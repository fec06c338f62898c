// /cabinet/referees (super_admin): the referees table (search, state filter, sort and paging in
// the URL; cards on a phone) with the private contacts and the linked account; add, edit,
// (de)activate. An inactive referee leaves the crew pickers and the public pages.
import { useTranslation } from 'react-i18next';
import { LocaleLink, useEndpointMutation, useEndpointQuery } from '@league/shared';
import {
  useNotify,
  useTableState,
  endpoints,
  type CabinetReferee,
  type CabinetRefereesQuery,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { RegistryPage } from '../../ui/registry-page';
import { RefereeStateFilter, useRefereeColumns } from './referee-columns';

const api = endpoints.refereesCabinet;

export default function RefereesPage() {
  const { t } = useTranslation('cab-clubs');
  const table = useTableState({ sort: 'name', filterKeys: ['state'] });
  const list = useEndpointQuery(api.cabinetList, { query: table.params as Partial<CabinetRefereesQuery> });
  const setActive = useEndpointMutation(api.setActive, { invalidates: [api.cabinetList] });
  const notify = useNotify();

  const toggle = async (referee: CabinetReferee) => {
    try {
      await setActive.mutateAsync({ params: { id: referee.id }, body: { active: !referee.active } });
      notify.success();
    } catch (error) {
      notify.refused(error);
    }
  };
  const columns = useRefereeColumns({ onToggle: toggle });

  return (
    <RegistryPage
      title={t('referees.title')}
      actions={
        <LocaleLink className="lg-button" to={paths.refereeCreate()}>
          {t('referees.add')}
        </LocaleLink>
      }
      list={list}
      state={table}
      columns={columns}
      rowKey={(r) => r.id}
      empty={t('referees.empty')}
      filters={<RefereeStateFilter table={table} />}
    />
  );
}
