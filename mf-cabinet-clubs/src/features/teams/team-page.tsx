// /cabinet/clubs/:club_id/teams/:id: a team's page — its logo and details, the squad by position
// (GK, DF, MF, FW) with links to the player pages, the staff, the tournaments it plays in and its
// applications' statuses. super_admin and the club's command_admin; another club's team is the
// API's 404 (shown as the 404 page). The player and staff pages are linked by path only.
import { useTranslation } from 'react-i18next';
import { ErrorState, LocaleLink, NotFound, Skeleton, usePageMeta } from '@league/shared';
import { CabinetPage, HistoryPanel, StatusBadge, type CabinetTeamDetail, isMissing } from '@league/shared/cabinet';
import { paths } from '../../paths';
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
  const { t: te } = useTranslation('enums');
  const { team, squad, staff, tournaments, applications } = detail;
  usePageMeta({ title: team.title });
  const clubId = team.club.id;
  const writable = !team.club.archived;
  const logo = team.logo ?? team.club.logo;

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
      <div className="cc-team-head">
        {logo ? (
          <img className="cc-crest" src={logo} alt={`${t('teams.logo')}: ${team.title}`} width={72} height={72} />
        ) : (
          <div className="cc-crest cc-crest--none">{t('teams.noLogo')}</div>
        )}
        <ul className="cc-tags" aria-label={t('teams.details')}>
          <li>{t('teams.bornIn', { year: team.birth_year })}</li>
          <li>{team.is_woman_squad ? t('teams.girls') : t('teams.boys')}</li>
          <li>{team.is_active ? t('teams.active') : t('teams.inactive')}</li>
          <li>
            {t('teams.playersCount')}: {team.players_count}
          </li>
        </ul>
      </div>

      <section className="cc-section" aria-labelledby="team-squad">
        <div className="cc-section-head">
          <h2 id="team-squad">{t('teams.squad')}</h2>
          {writable && (
            <LocaleLink className="lg-button" to={paths.teamPlayerCreate(clubId, team.id)}>
              {t('teams.addPlayer')}
            </LocaleLink>
          )}
        </div>
        {squad.length === 0 ? (
          <p className="lg-empty">{t('teams.noPlayers')}</p>
        ) : (
          <div className="cc-squad">
            {squad.map((group) => (
              <section key={group.position} aria-labelledby={`squad-${group.position}`}>
                <h3 id={`squad-${group.position}`}>
                  {te(`position.${group.position}`)} ({group.position})
                </h3>
                <ul className="cc-people">
                  {group.players.map((player) => (
                    <li key={player.id}>
                      <span className="cc-number">
                        <span className="lg-visually-hidden">{t('teams.number')} </span>
                        {player.number ?? '—'}
                      </span>
                      <LocaleLink className="cc-grow" to={paths.player(player.slug)}>
                        {player.name}
                      </LocaleLink>
                      {writable && (
                        // Named by the text it shows, then whose: a name of other words would not match what is seen.
                        <LocaleLink
                          to={paths.teamPlayerEdit(clubId, team.id, player.slug)}
                          aria-label={`${t('teams.edit')}: ${player.name}`}
                        >
                          {t('teams.edit')}
                        </LocaleLink>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>

      <section className="cc-section" aria-labelledby="team-staff">
        <div className="cc-section-head">
          <h2 id="team-staff">{t('teams.staff')}</h2>
          <span className="cc-links">
            <LocaleLink className="lg-button lg-button--ghost" to={paths.teamStaff(clubId, team.id)}>
              {t('teams.allStaff')}
            </LocaleLink>
            {writable && (
              <LocaleLink className="lg-button" to={paths.teamStaffCreate(clubId, team.id)}>
                {t('teams.addStaff')}
              </LocaleLink>
            )}
          </span>
        </div>
        {staff.length === 0 ? (
          <p className="lg-empty">{t('teams.noStaff')}</p>
        ) : (
          <ul className="cc-people">
            {staff.map((member) => (
              <li key={member.id}>
                <LocaleLink className="cc-grow" to={paths.teamStaffMember(clubId, team.id, member.slug)}>
                  {member.name}
                </LocaleLink>
                {member.position && <span>{member.position}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="cc-section" aria-labelledby="team-tournaments">
        <h2 id="team-tournaments">{t('teams.tournaments')}</h2>
        {tournaments.length === 0 ? (
          <p className="lg-empty">{t('teams.noTournaments')}</p>
        ) : (
          <ul className="cc-people">
            {tournaments.map((x) => (
              <li key={x.id}>
                <span className="cc-grow">{x.title}</span>
                <span>{x.season.title}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="cc-section" aria-labelledby="team-applications">
        <h2 id="team-applications">{t('teams.applications')}</h2>
        {applications.length === 0 ? (
          <p className="lg-empty">{t('teams.noApplications')}</p>
        ) : (
          <ul className="cc-people">
            {applications.map((a) => (
              <li key={a.tournament.id}>
                <span className="cc-grow">{a.tournament.title}</span>
                <ul className="cc-tags" aria-label={t('teams.players')}>
                  {a.statuses.map((s) => (
                    <li key={s.status}>
                      <StatusBadge kind="application" status={s.status} /> {s.count}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <HistoryPanel entity="team" id={team.id} />
    </CabinetPage>
  );
}
