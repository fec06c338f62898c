// /cabinet/clubs/:club_id: a club's crest, details and teams (links to the team pages).
// super_admin edits it, uploads its crest, adds teams and archives it (an archived club is
// read-only); its command_admin only reads. Another club's page is the API's 404.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  LocaleLink,
  RoleGate,
  useEndpointMutation,
  useEndpointQuery,
  usePageMeta,
  roleAtom,
  useStoreValue,
} from '@league/shared';
import {
  CabinetPage,
  HistoryPanel,
  useConfirm,
  useNotify,
  endpoints,
  type CabinetClubDetail,
  positiveId,
  PageAsync,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import { ClubCard, ClubTeams } from './club-sections';

export default function ClubPage() {
  const { club_id: clubId } = useParams();
  const id = positiveId(clubId);
  const club = useEndpointQuery(endpoints.clubsCabinet.cabinetClub, id ? { params: { id } } : null);
  return <PageAsync data={club}>{(answer) => <ClubView detail={answer.data} />}</PageAsync>;
}

function ClubView({ detail }: { detail: CabinetClubDetail }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { club, teams } = detail;
  usePageMeta({ title: club.title });
  const canChange = useStoreValue(roleAtom) === 'super_admin' && !club.archived;
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const archive = useEndpointMutation(endpoints.clubsCabinet.archiveClub, {
    invalidates: [
      endpoints.clubsCabinet.cabinetClub,
      endpoints.cabinetLists.cabinetClubs,
      endpoints.clubsCabinet.clubForm,
    ],
  });

  const askArchive = async () => {
    const yes = await confirm({
      title: t('clubs.archiveTitle'),
      message: t('clubs.archiveText', { title: club.title }),
      confirmLabel: t('clubs.archive'),
      danger: true,
    });
    if (!yes) return;
    try {
      await archive.mutateAsync({ params: { id: club.id } });
      notify.success();
    } catch (error) {
      notify.refused(error);
    }
  };

  return (
    <CabinetPage
      title={club.title}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('clubs.title'), to: paths.clubs() },
        { title: club.title },
      ]}
      actions={
        !club.archived && (
          <RoleGate policy="superAdmin">
            <LocaleLink className="lg-button lg-button--ghost" to={paths.clubEdit(club.id)}>
              {t('clubs.edit')}
            </LocaleLink>
            <button
              type="button"
              className="lg-button lg-button--danger"
              onClick={() => void askArchive()}
              disabled={archive.isPending}
            >
              {t('clubs.archive')}
            </button>
          </RoleGate>
        )
      }
    >
      {dialog}
      {club.archived && (
        <p className="cc-note" role="status">
          {t('clubs.archivedNote')}
        </p>
      )}
      <ClubCard club={club} canChange={canChange} />
      <ClubTeams club={club} teams={teams} canChange={canChange} />
      <HistoryPanel entity="club" id={club.id} />
    </CabinetPage>
  );
}
