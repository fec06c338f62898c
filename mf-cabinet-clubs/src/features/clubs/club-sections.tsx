// The parts of a club's page: the crest (with its picker for who may change it) and details,
// and the club's teams with links to their pages.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@league/shared';
import type { CabinetClubDetail } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { CrestUpload } from './crest-upload';

type Club = CabinetClubDetail['club'];

export function ClubCard({ club, canChange }: { club: Club; canChange: boolean }) {
  const { t } = useTranslation('cab-clubs');
  return (
    <div className="cc-club">
      <div>
        {club.logo ? (
          <img
            className="cc-crest"
            src={club.logo}
            alt={`${t('clubs.crest')}: ${club.title}`}
            width={120}
            height={120}
          />
        ) : (
          <div className="cc-crest cc-crest--none">{t('clubs.noCrest')}</div>
        )}
        {canChange && <CrestUpload clubId={club.id} logo={club.logo} />}
      </div>
      <section aria-label={t('clubs.details')}>
        <dl className="cc-facts">
          <dt>{t('clubs.city')}</dt>
          <dd>{club.city?.title ?? '—'}</dd>
          <dt>{t('clubs.founded')}</dt>
          <dd>{club.founded_year ?? '—'}</dd>
          <dt>{t('clubs.colors')}</dt>
          <dd>
            {club.colors.length === 0 ? (
              '—'
            ) : (
              <ul className="cc-swatches">
                {club.colors.map((c) => (
                  <li key={c.id} className="cc-swatch" style={{ '--swatch': c.hex } as CSSProperties}>
                    {c.title}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t('clubs.status')}</dt>
          <dd>{club.archived ? t('clubs.archived') : t('clubs.active')}</dd>
        </dl>
        {club.description && <p>{club.description}</p>}
      </section>
    </div>
  );
}

export function ClubTeams({
  club,
  teams,
  canChange,
}: {
  club: Club;
  teams: CabinetClubDetail['teams'];
  canChange: boolean;
}) {
  const { t } = useTranslation('cab-clubs');
  return (
    <section className="cc-section" aria-labelledby="club-teams">
      <div className="cc-section-head">
        <h2 id="club-teams">{t('clubs.teams')}</h2>
        {canChange && (
          <LocaleLink className="lg-button" to={paths.teamCreate(club.id)}>
            {t('teams.add')}
          </LocaleLink>
        )}
      </div>
      {teams.length === 0 ? (
        <p className="lg-empty">{t('clubs.noTeams')}</p>
      ) : (
        <ul className="cc-teams">
          {teams.map((team) => (
            <li key={team.id}>
              <LocaleLink to={paths.team(club.id, team.id)}>{team.title}</LocaleLink>
              <span>
                {t('clubs.birthYear', { year: team.birth_year })}
                {!team.is_active && ` · ${t('clubs.inactive')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
