// The match page's officials section: the referees by role.
import { useTranslation } from 'react-i18next';
import { EmptyState, LocaleLink, type MatchDetail } from '@league/shared';
import { paths } from '../../paths';
import { Section } from './match-sections';

export function Officials({ match }: { match: MatchDetail }) {
  const { t } = useTranslation('public');
  return (
    <Section id="match-referees" title={t('match.referees')}>
      {match.referees.length === 0 ? (
        <EmptyState>{t('match.noReferees')}</EmptyState>
      ) : (
        <dl className="pub-officials">
          {match.referees.map((r) => (
            <div key={r.role}>
              <dt>{t(`enums:refereeRole.${r.role}`)}</dt>
              <dd>
                {r.referee.slug ? (
                  <LocaleLink to={paths.referee(r.referee.slug)}>{r.referee.name}</LocaleLink>
                ) : (
                  r.referee.name
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
