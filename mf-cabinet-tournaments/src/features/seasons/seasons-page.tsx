// /cabinet/seasons (super_admin; ADR 0175): every season with its dates, its tournaments and
// whether it is current; a new season (the form proposes the one after the latest), a change of
// one, making one current after a confirmation. Errors land on their fields (end after start on
// the end date, a year already taken on the start date).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AsyncView,
  formatDate,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  usePageMeta,
  type CabinetSeason,
} from '@league/shared';
import {
  CabinetForm,
  CabinetPage,
  DateField,
  TitleFields,
  endpoints,
  useConfirm,
  useNotify,
} from '@league/shared/cabinet';
import { newSeasonFields, seasonBody, seasonFieldsOf, type SeasonFields } from './season-values';
import '../../ui/tournaments.css';

const api = endpoints.seasons;

export default function SeasonsPage() {
  const list = useEndpointQuery(api.list, {});
  return <AsyncView data={list}>{(answer) => <SeasonsView seasons={answer.data} />}</AsyncView>;
}

function SeasonsView({ seasons }: { seasons: CabinetSeason[] }) {
  const { t } = useTranslation('cab-tournaments');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  usePageMeta({ title: t('seasons.title') });
  const [editing, setEditing] = useState<CabinetSeason | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  const notify = useNotify();
  const invalidates = [api.list, endpoints.handbooks.list, endpoints.tournaments.form];
  const create = useEndpointMutation(api.create, { invalidates });
  const update = useEndpointMutation(api.update, { invalidates });
  const current = useEndpointMutation(api.makeCurrent, { invalidates });
  const date = (value: string) => formatDate(value, 'short', locale);
  const initial = useMemo<SeasonFields | null>(
    () => (editing === 'new' ? newSeasonFields(seasons) : editing ? seasonFieldsOf(editing) : null),
    [editing, seasons],
  );

  const makeCurrent = async (season: CabinetSeason) => {
    const yes = await confirm({
      title: t('seasons.makeCurrentTitle'),
      message: t('seasons.makeCurrentText', { title: season.title }),
      confirmLabel: t('seasons.makeCurrent'),
    });
    if (!yes) return;
    try {
      await current.mutateAsync({ params: { id: season.id } });
      notify.success();
    } catch {
      notify.error();
    }
  };

  return (
    <CabinetPage
      title={t('seasons.title')}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, { title: t('seasons.title') }]}
      actions={
        editing === null && (
          <button type="button" className="lg-button" onClick={() => setEditing('new')}>
            {t('seasons.add')}
          </button>
        )
      }
    >
      {dialog}
      {editing !== null && initial && (
        <section className="ct-panel" aria-labelledby="season-form">
          <h2 id="season-form">
            {editing === 'new' ? t('seasons.newTitle') : t('seasons.editTitle', { title: editing.title })}
          </h2>
          <CabinetForm<SeasonFields>
            key={editing === 'new' ? 'new' : editing.id}
            label={editing === 'new' ? t('seasons.newTitle') : t('seasons.edit')}
            initialValues={initial}
            onSubmit={(values) =>
              editing === 'new'
                ? create.mutateAsync({ body: seasonBody(values) })
                : update.mutateAsync({ params: { id: editing.id }, body: seasonBody(values) })
            }
            onSuccess={() => setEditing(null)}
            success
            submitLabel={t('seasons.save')}
            actions={
              <button type="button" className="lg-button lg-button--ghost" onClick={() => setEditing(null)}>
                {t('seasons.cancel')}
              </button>
            }
          >
            <TitleFields
              labels={{ kk: t('seasons.titleKk'), ru: t('seasons.titleRu'), en: t('seasons.titleEn') }}
              className="ct-grid"
            />
            <p className="ct-muted">{t('seasons.datesHint')}</p>
            <div className="ct-grid">
              <DateField name="start_date" label={t('seasons.startDate')} rules={['required']} />
              <DateField name="end_date" label={t('seasons.endDate')} rules={['required']} />
            </div>
          </CabinetForm>
        </section>
      )}
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
                  <button
                    type="button"
                    className="lg-button lg-button--ghost"
                    onClick={() => setEditing(season)}
                    aria-label={`${t('seasons.edit')}: ${season.title}`}
                  >
                    {t('seasons.edit')}
                  </button>
                  {!season.current && (
                    <button
                      type="button"
                      className="lg-button lg-button--ghost"
                      onClick={() => void makeCurrent(season)}
                      disabled={current.isPending}
                      aria-label={`${t('seasons.makeCurrent')}: ${season.title}`}
                    >
                      {t('seasons.makeCurrent')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </CabinetPage>
  );
}
