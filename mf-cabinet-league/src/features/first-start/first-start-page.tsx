// /cabinet/start (super_admin): the steps from an empty database to a working season, each ticked
// from the data (GET /cabinet/first-start) and linking to the page where it is done.
import { useTranslation } from 'react-i18next';
import { AsyncView, LocaleLink, useEndpointQuery } from '@league/shared';
import { endpoints } from '@league/shared/cabinet';
import { LeaguePage } from '../../ui/league-page';
import { targetOf } from './targets';
import './first-start.css';

export default function FirstStartPage() {
  const { t } = useTranslation('cab-league');
  const { t: tc } = useTranslation('common');
  const answer = useEndpointQuery(endpoints.leagueCabinet.firstStart, {}, { staleTime: 0 });
  return (
    <LeaguePage title={tc('cabinet.firstStart')}>
      <p className="cl-lead">{t('start.lead')}</p>
      <AsyncView data={answer}>
        {({ data }) => (
          <>
            {data.done && <p className="cl-start__all">{t('start.allDone')}</p>}
            <ol className="cl-start">
              {data.items.map((item) => (
                <li key={item.key} className={`cl-start__item${item.done ? ' cl-start__item--done' : ''}`}>
                  <span className="cl-start__mark" aria-hidden="true">
                    {item.done ? '✓' : ''}
                  </span>
                  <div className="cl-start__body">
                    <h2 className="cl-start__title">
                      <LocaleLink to={targetOf(item.key)}>{t(`start.items.${item.key}`)}</LocaleLink>
                    </h2>
                    <p className="cl-start__hint">{t(`start.hints.${item.key}`)}</p>
                    <p className="cl-start__state">
                      {item.done ? t('start.done') : t('start.todo')}
                      {item.count > 0 && ` · ${t('start.count', { count: item.count })}`}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </AsyncView>
    </LeaguePage>
  );
}
