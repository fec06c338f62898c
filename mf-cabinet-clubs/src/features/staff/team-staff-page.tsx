// /cabinet/clubs/:club_id/teams/:id/staff: the team's staff (representatives), with their
// documents' state; the club's administrator and super_admin add staff (super_admin also reaches
// the registry import); a provider reads. Another club's team lists nothing (API scope).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LocaleLink, positiveId, RoleGate, usePageMeta, useTableQuery } from '@league/shared';
import { CabinetPage, DataTable, useTableState, endpoints, type CabinetStaffMember } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { ImportButton } from '../../ui/person-parts';
import '../../ui/registry.css';
import '../../ui/people.css';

export default function TeamStaffPage() {
  const { club_id: clubId = '', id = '' } = useParams();
  const teamId = positiveId(id)!;
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('enums');
  usePageMeta({ title: t('staffPeople.title') });
  const table = useTableState({ sort: 'kind' });
  const rows = useTableQuery(endpoints.staffCabinet.cabinetList, {
    ...table,
    params: { ...table.params, team_id: teamId },
  } as typeof table);
  const docs = (s: CabinetStaffMember) => {
    const count = s.missing_documents.length + s.expired_documents.length;
    return count === 0 ? (
      t('staffPeople.documentsOk')
    ) : (
      <span className="pp-flag pp-flag--missing">{t('staffPeople.missingCount', { count })}</span>
    );
  };
  return (
    <CabinetPage
      title={t('staffPeople.title')}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('staffPeople.team'), to: paths.team(clubId, teamId) },
        { title: t('staffPeople.title') },
      ]}
      actions={
        <RoleGate policy="clubRegistry">
          <ImportButton />
          <LocaleLink className="lg-button" to={paths.teamStaffCreate(clubId, teamId)}>
            {t('staffPeople.add')}
          </LocaleLink>
        </RoleGate>
      }
    >
      <DataTable<CabinetStaffMember>
        caption={t('staffPeople.title')}
        columns={[
          { key: 'name', header: t('staffPeople.name'), render: (s) => s.name, sortKey: 'name', primary: true },
          { key: 'kind', header: t('staffPeople.kind'), render: (s) => te(`staffKind.${s.kind}`), sortKey: 'kind' },
          { key: 'documents', header: t('staffPeople.documents'), render: docs },
        ]}
        {...rows}
        rowKey={(s) => s.id}
        rowHref={(s) => paths.teamStaffMember(clubId, teamId, s.slug)}
        state={table}
        empty={t('staffPeople.empty')}
        search
      />
    </CabinetPage>
  );
}
