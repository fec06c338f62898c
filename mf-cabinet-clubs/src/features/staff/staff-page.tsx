// /cabinet/clubs/:club_id/teams/:id/staff/:slug: a staff member's identity data, contacts,
// teams, documents (missing or expired flagged), transfer form and history. A provider reads
// identity data only; another club's staff member is the API's 404.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  CabinetPage,
  endpoints,
  formatDate,
  LocaleLink,
  STAFF_DOCUMENT_TYPES,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  type CabinetStaffDetail,
} from '@league/shared';
import { paths } from '../../paths';
import { DocumentsPanel, HistoryList, PersonAsync, PlacesList, StatusButton, TransferForm } from '../../ui/person-parts';
import '../../ui/registry.css';

export default function StaffPage() {
  const { slug = '' } = useParams();
  const detail = useEndpointQuery(endpoints.staffCabinet.cabinetDetail, { params: { slug } });
  return <PersonAsync data={detail}>{(answer) => <StaffView detail={answer.data} reload={detail.reload} />}</PersonAsync>;
}

function StaffView({ detail, reload }: { detail: CabinetStaffDetail; reload: () => void }) {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  const { staff, teams } = detail;
  usePageMeta({ title: staff.name });
  const form = useEndpointQuery(endpoints.staffCabinet.cabinetForm, detail.may_edit ? { params: { slug: staff.slug } } : null);
  const fact = (label: string, value: string | null | undefined) => (
    <div>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
  return (
    <CabinetPage
      title={staff.name}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('staffPeople.title'), to: paths.teamStaff(clubId, teamId) },
        { title: staff.name },
      ]}
      actions={
        detail.may_edit && (
          <>
            <StatusButton owner="staff" person={staff} status={staff.status} onDone={reload} />
            <LocaleLink className="lg-button" to={paths.teamStaffEdit(clubId, teamId, staff.slug)}>
              {t('person.edit')}
            </LocaleLink>
          </>
        )
      }
    >
      <section className="cc-panel pp-card" aria-label={t('staffPeople.details')}>
        {staff.photo ? <img src={staff.photo} alt="" /> : <div className="pp-photo-placeholder" aria-hidden="true" />}
        <dl className="pp-facts">
          {fact(t('staffPeople.kind'), te(`staffKind.${staff.kind}`))}
          {fact(t('staffPeople.position'), staff.position)}
          {fact(t('person.birthDate'), staff.birth_date ? formatDate(staff.birth_date, 'long', locale) : null)}
          {fact(t('person.identityKind'), staff.identity_kind ? te(`identityKind.${staff.identity_kind}`) : null)}
          {fact(t('person.identityNumber'), staff.identity_number)}
          {detail.may_edit && fact(t('staffPeople.phone'), staff.phone)}
          {detail.may_edit && fact(t('staffPeople.email'), staff.email)}
          {detail.may_edit && fact(t('staffPeople.license'), staff.license_number)}
          {fact(t('person.status'), staff.status === 'active' ? t('person.statusActive') : t('person.statusInactive'))}
        </dl>
      </section>
      <section className="cc-panel" aria-labelledby="staff-teams">
        <h2 id="staff-teams">{t('person.teams')}</h2>
        <PlacesList places={teams} teamHref={(team) => paths.team(team.club_id, team.id)} />
      </section>
      {detail.documents && (
        <DocumentsPanel
          owner="staff"
          personId={staff.id}
          documents={detail.documents}
          missing={detail.missing_documents}
          expired={detail.expired_documents}
          types={STAFF_DOCUMENT_TYPES}
          mayEdit={detail.may_edit}
          onChanged={reload}
        />
      )}
      {detail.may_edit && form.status === 'success' && (
        <TransferForm owner="staff" personId={staff.id} teams={form.data.data.options.teams} currentTeamIds={teams.filter((m) => m.is_active).map((m) => m.team.id)} onDone={reload} />
      )}
      {detail.history && <HistoryList history={detail.history} />}
    </CabinetPage>
  );
}
