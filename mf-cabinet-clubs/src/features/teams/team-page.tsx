// /cabinet/clubs/:club_id/teams/:id: a team's page — its logo and details, the squad by position
// (GK, DF, MF, FW) with links to the player pages, the staff, the tournaments it plays in and its
// applications' statuses. super_admin and the club's command_admin; another club's team is the
// API's 404 (shown as the 404 page). The player and staff pages are linked by path only.
import { useTranslation } from 'react-i18next';
import { ErrorState, LocaleLink, NotFound, Skeleton, usePageMeta } from '@league/shared';
import { CabinetPage, HistoryPanel, type CabinetTeamDetail, isMissing } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { ApplicationsSection, SquadSection, StaffSection, TeamHead, TournamentsSection } from './team-sections';
import { useTeam } from './use-team';
import '../../ui/registry.css';

export default function TeamPage() {
  const { team, wrongClub } = useTeam();
  if (team.status === 'loading') return <Skeleton />;
  if (team.status === 'error') return isMissing(team.error) ? <NotFound /> : <ErrorState onRetry={team.reload} />;
  if (wrongClub) return <NotFound />;
  return <TeamView detail={team.data.data} />;
}

export function teamCrumbs(
  t: (key: string) => string,
  tc: (key: string) => string,
  detail: Pick<CabinetTeamDetail, 'team'>,
) {
  const { team } = detail;
  return [
    { title: tc('cabinet.title'), to: '/cabinet' },
    { title: t('clubs.title'), to: paths.clubs() },
    { title: team.club.title, to: paths.club(team.club.id) },
  ];
}

function TeamView({ detail }: { detail: CabinetTeamDetail }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { team, squad, staff, tournaments, applications } = detail;
  usePageMeta({ title: team.title });
  const clubId = team.club.id;
  const writable = !team.club.archived;

  return (
    <CabinetPage
      title={team.title}
      breadcrumbs={[...teamCrumbs(t, tc, detail), { title: team.title }]}
      actions={
        <>
          <LocaleLink className="lg-button lg-button--ghost" to={paths.teamAbout(clubId, team.id)}>
            {t('teams.about')}
          </LocaleLink>
          {writable && (
            <LocaleLink className="lg-button" to={paths.teamEdit(clubId, team.id)}>
              {t('teams.edit')}
            </LocaleLink>
          )}
        </>
      }
    >
      {!writable && (
        <p className="cc-note" role="status">
          {t('teams.archivedNote')}
        </p>
      )}
      <TeamHead team={team} />
      <SquadSection team={team} squad={squad} writable={writable} />
      <StaffSection team={team} staff={staff} writable={writable} />
      <TournamentsSection tournaments={tournaments} />
      <ApplicationsSection applications={applications} />
      <HistoryPanel entity="team" id={team.id} />
    </CabinetPage>
  );
}
