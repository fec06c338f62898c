// The parts of a team's page: its logo and details, the squad by position, the staff, the
// tournaments it plays in and its applications' statuses.
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';
import { StatusBadge, type CabinetTeamDetail } from '@league/shared/cabinet';
import { paths } from '../../paths';

type Team = CabinetTeamDetail['team'];

export function TeamHead({ team }: { team: Team }) {
  const { t } = useTranslation('cab-clubs');
  const logo = team.logo ?? team.club.logo;
  return (
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
  );
}

export function SquadSection({
  team,
  squad,
  writable,
}: {
  team: Team;
  squad: CabinetTeamDetail['squad'];
  writable: boolean;
}) {
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  const clubId = team.club.id;
  return (
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
  );
}

export function StaffSection({
  team,
  staff,
  writable,
}: {
  team: Team;
  staff: CabinetTeamDetail['staff'];
  writable: boolean;
}) {
  const { t } = useTranslation('cab-clubs');
  const clubId = team.club.id;
  return (
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
  );
}

export function TournamentsSection({ tournaments }: { tournaments: CabinetTeamDetail['tournaments'] }) {
  const { t } = useTranslation('cab-clubs');
  return (
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
  );
}

export function ApplicationsSection({ applications }: { applications: CabinetTeamDetail['applications'] }) {
  const { t } = useTranslation('cab-clubs');
  return (
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
  );
}
