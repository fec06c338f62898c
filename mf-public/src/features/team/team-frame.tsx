// The frame every team page shares (main-team layout): loads the team by slug, renders the
// page head (logo, club, birth year, girls' team, tournament) and the team tabs.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  endpoints,
  LocaleLink,
  followedTeamsAtom,
  setFollowed,
  useEndpointQuery,
  useHydrated,
  useLocale,
  useStoreValue,
  type TeamDetail,
} from '@league/shared';
import { sportsTeam } from '../../ui/structured-data';
import { Page } from '../../ui/page';
import { Fact, PersonPhoto } from '../../ui/people';
import { DetailState, ProfileSkeleton } from '../../ui/detail-state';
import { Tabs } from '../../ui/tabs';
import './team.css';
import { paths } from '../../paths';

/**
 * Follow the team on this device (a cookie the server reads: the home page opens with it). Its
 * state shows once the page is live: the server renders every team page alike for everyone.
 */
function FollowButton({ slug }: { slug: string }) {
  const { t } = useTranslation('public');
  const followed = useStoreValue(followedTeamsAtom);
  const hydrated = useHydrated();
  const on = hydrated && followed.includes(slug);
  return (
    <div className="pub-follow">
      <button
        type="button"
        className={on ? 'lg-button' : 'lg-button lg-button--ghost'}
        aria-pressed={on}
        onClick={() => setFollowed(on ? followed.filter((s) => s !== slug) : [...followed, slug])}
      >
        {on ? t('team.following') : t('team.follow')}
      </button>
      <span className="pub-follow__hint">{t('team.followHint')}</span>
    </div>
  );
}

/** The team detail of the current `:slug` (cached, so every tab shares one request). */
export function useTeam() {
  const { slug = '' } = useParams();
  return useEndpointQuery(endpoints.teams.bySlug, { params: { slug } });
}

export function TeamFrame({ section, children }: { section?: string; children: (detail: TeamDetail) => ReactNode }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const data = useTeam();
  const teamId = data.status === 'success' ? data.data.data.team.id : null;
  const unsubmitted = useEndpointQuery(
    endpoints.applications.checkUnsubmitted,
    teamId === null ? null : { query: { team_id: teamId } },
  );

  if (data.status !== 'success') return <DetailState data={data} loading={<ProfileSkeleton />} />;
  const detail = data.data.data;
  const { team, club, tournament } = detail;
  const base = paths.team(team.slug);
  const tabs = [
    { to: base, title: t('team.tabs.overview') },
    { to: paths.teamCalendar(team.slug), title: t('team.tabs.calendar') },
    { to: paths.teamSquad(team.slug), title: t('team.tabs.squad') },
    { to: paths.teamStaff(team.slug), title: t('team.tabs.staff'), end: false },
  ];
  if (unsubmitted.status === 'success' && unsubmitted.data.data.unsubmitted_present)
    tabs.push({ to: paths.teamUnsubmitted(team.slug), title: t('team.tabs.unsubmitted') });

  return (
    <Page
      title={section ? `${team.title} — ${section}` : team.title}
      description={`${section ? `${section}. ` : ''}${t('team.description', { team: team.title, club: club.title, year: team.birth_year })}`}
      share={{ kind: 'team', key: team.slug }}
      structuredData={[
        sportsTeam({ title: team.title, slug: team.slug, logo: team.logo ?? club.logo ?? null, club, locale }),
      ]}
      crumbs={[
        { title: t('team.crumbs.teams'), slug: paths.teams() },
        { title: team.title, slug: base },
      ]}
    >
      <div className="pub-team-head lg-card">
        <PersonPhoto src={team.logo ?? club.logo} name={team.title} size={72} kind="logo" eager />
        <dl className="pub-facts">
          <Fact term={t('people.field.club')}>
            <LocaleLink to={paths.club(club.slug)}>{club.title}</LocaleLink>
          </Fact>
          {club.city && <Fact term={t('team.city')}>{club.city.title}</Fact>}
          <Fact term={t('team.birthYear')}>{team.birth_year}</Fact>
          <Fact term={t('team.squadKind')}>{team.is_woman_squad ? t('team.women') : t('team.men')}</Fact>
          {tournament && <Fact term={t('team.tournament')}>{tournament.title}</Fact>}
        </dl>
        <FollowButton slug={team.slug} />
      </div>
      <Tabs label={t('team.tabs.label')} items={tabs} />
      {children(detail)}
    </Page>
  );
}
