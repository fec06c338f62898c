// /cabinet/clubs/:club_id/teams/:id/staff/:slug: a staff member's identity data, contacts,
// teams, documents (missing or expired flagged), transfer form and history. A provider reads
// identity data only; another club's staff member is the API's 404.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatDate, useEndpointQuery, useLocale } from '@league/shared';
import { endpoints, HistoryPanel, STAFF_DOCUMENT_TYPES, type CabinetStaffDetail } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { PersonAsync } from '../../ui/person-parts';
import { PersonFact, PersonPage } from '../../ui/person-page';

export default function StaffPage() {
  const { slug = '' } = useParams();
  const detail = useEndpointQuery(endpoints.staffCabinet.cabinetDetail, { params: { slug } });
  return (
    <PersonAsync data={detail}>{(answer) => <StaffView detail={answer.data} reload={detail.reload} />}</PersonAsync>
  );
}

function StaffView({ detail, reload }: { detail: CabinetStaffDetail; reload: () => void }) {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  const { staff } = detail;
  const form = useEndpointQuery(
    endpoints.staffCabinet.cabinetForm,
    detail.may_edit ? { params: { slug: staff.slug } } : null,
  );
  return (
    <PersonPage
      owner="staff"
      person={staff}
      detail={detail}
      trail={[{ title: t('staffPeople.title'), to: paths.teamStaff(clubId, teamId) }]}
      editTo={paths.teamStaffEdit(clubId, teamId, staff.slug)}
      cardLabel={t('staffPeople.details')}
      facts={
        <>
          <PersonFact label={t('staffPeople.kind')} value={te(`staffKind.${staff.kind}`)} />
          <PersonFact label={t('staffPeople.position')} value={staff.position} />
          <PersonFact
            label={t('person.birthDate')}
            value={staff.birth_date ? formatDate(staff.birth_date, 'long', locale) : null}
          />
        </>
      }
      moreFacts={
        detail.may_edit && (
          <>
            <PersonFact label={t('staffPeople.phone')} value={staff.phone} />
            <PersonFact label={t('staffPeople.email')} value={staff.email} />
            <PersonFact label={t('staffPeople.license')} value={staff.license_number} />
          </>
        )
      }
      documentTypes={STAFF_DOCUMENT_TYPES}
      transferTeams={form.status === 'success' ? form.data.data.options.teams : null}
      reload={reload}
    >
      <HistoryPanel entity="staff" id={staff.id} />
    </PersonPage>
  );
}
