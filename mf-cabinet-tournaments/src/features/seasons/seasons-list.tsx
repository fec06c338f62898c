// Every season with its dates and number of tournaments, the current one marked; each may be
// changed, and one that is not current made current.
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale, type CabinetSeason } from '@league/shared';
import { RowAction } from '../../ui/row-action';

export function SeasonsList({
  seasons,
  onEdit,
  onMakeCurrent,
  busy,
}: {
  seasons: CabinetSeason[];
  onEdit: (season: CabinetSeason) => void;
  onMakeCurrent: (season: CabinetSeason) => Promise<void>;
  busy: boolean;
}) {
  const { t } = useTranslation('cab-tournaments');
  const locale = useLocale();
  const date = (value: string) => formatDate(value, 'short', locale);
  return (
    <section className="ct-panel" aria-labelledby="seasons-list">
      <h2 id="seasons-list">{t('seasons.title')}</h2>
      {seasons.length === 0 ? (
        <p className="lg-empty">{t('seasons.empty')}</p>
      ) : (
        <ul className="ct-teams ct-seasons">
          {seasons.map((season) => (
            <li key={season.id} aria-current={season.current ? 'true' : undefined}>
              <div>
                <span className="ct-team-name">{season.title}</span>
                {season.current && (
                  <span className="lg-badge lg-badge--success ct-current">{t('seasons.current')}</span>
                )}
                <div className="ct-muted">
                  {t('seasons.dates', { start: date(season.start_date), end: date(season.end_date) })}
                </div>
                <div className="ct-muted">{t('seasons.tournaments', { count: season.tournaments_count })}</div>
              </div>
              <div className="ct-actions">
                <RowAction label={t('seasons.edit')} item={season.title} onClick={() => onEdit(season)} />
                {!season.current && (
                  <RowAction
                    label={t('seasons.makeCurrent')}
                    item={season.title}
                    onClick={() => void onMakeCurrent(season)}
                    disabled={busy}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
