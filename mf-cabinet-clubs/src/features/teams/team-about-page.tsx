// /cabinet/clubs/:club_id/teams/:id/about: a team's details — its titles in kk, ru and en, birth
// year, girls' or boys' squad, order in the club, active, logo and club.
import { useTranslation } from 'react-i18next';
import { ErrorState, LocaleLink, NotFound, Skeleton, usePageMeta } from '@league/shared';
import { CabinetPage, type CabinetTeamDetail, isMissing } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { teamCrumbs } from './team-page';
import { useTeam } from './use-team';
import '../../ui/registry.css';

export default function TeamAboutPage() {
  const { team, wrongClub } = useTeam();
  if (team.status === 'loading') return <Skeleton />;
  if (team.status === 'error') return isMissing(team.error) ? <NotFound /> : <ErrorState onRetry={team.reload} />;
  if (wrongClub) return <NotFound />;
  return <AboutView detail={team.data.data} />;
}

function AboutView({ detail }: { detail: CabinetTeamDetail }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const { team, titles } = detail;
  const title = t('teams.about');
  usePageMeta({ title: `${title}: ${team.title}` });
  const logo = team.logo ?? team.club.logo;
  return (
    <CabinetPage
      title={title}
      breadcrumbs={[
        ...teamCrumbs(t, tc, detail),
        { title: team.title, to: paths.team(team.club.id, team.id) },
        { title },
      ]}
      actions={
        !team.club.archived && (
          <LocaleLink className="lg-button" to={paths.teamEdit(team.club.id, team.id)}>
            {t('teams.edit')}
          </LocaleLink>
        )
      }
    >
      <dl className="cc-facts">
        <dt>{t('teams.titleKk')}</dt>
        <dd>{titles.kk}</dd>
        <dt>{t('teams.titleRu')}</dt>
        <dd>{titles.ru ?? '—'}</dd>
        <dt>{t('teams.titleEn')}</dt>
        <dd>{titles.en ?? '—'}</dd>
        <dt>{t('teams.club')}</dt>
        <dd>
          <LocaleLink to={paths.club(team.club.id)}>{team.club.title}</LocaleLink>
        </dd>
        <dt>{t('teams.birthYear')}</dt>
        <dd>{team.birth_year}</dd>
        <dt>{t('teams.squadKind')}</dt>
        <dd>{team.is_woman_squad ? t('teams.girls') : t('teams.boys')}</dd>
        <dt>{t('teams.position')}</dt>
        <dd>{team.position}</dd>
        <dt>{t('teams.status')}</dt>
        <dd>{team.is_active ? t('teams.active') : t('teams.inactive')}</dd>
        <dt>{t('teams.playersCount')}</dt>
        <dd>{team.players_count}</dd>
        <dt>{t('teams.logo')}</dt>
        <dd>
          {logo ? (
            <img className="cc-crest" src={logo} alt={`${t('teams.logo')}: ${team.title}`} width={72} height={72} />
          ) : (
            t('teams.noLogo')
          )}
        </dd>
      </dl>
    </CabinetPage>
  );
}
