// The form of a new season or a change of one: titles in kk/ru/en and the start and end dates.
import { useTranslation } from 'react-i18next';
import type { CabinetSeason } from '@league/shared';
import { CabinetForm, DateField, TitleFields } from '@league/shared/cabinet';
import type { SeasonFields } from './season-values';

export function SeasonForm({
  editing,
  initial,
  onSubmit,
  onClose,
}: {
  editing: CabinetSeason | 'new';
  initial: SeasonFields;
  onSubmit: (values: SeasonFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('cab-tournaments');
  return (
    <section className="ct-panel" aria-labelledby="season-form">
      <h2 id="season-form">
        {editing === 'new' ? t('seasons.newTitle') : t('seasons.editTitle', { title: editing.title })}
      </h2>
      <CabinetForm<SeasonFields>
        key={editing === 'new' ? 'new' : editing.id}
        label={editing === 'new' ? t('seasons.newTitle') : t('seasons.edit')}
        initialValues={initial}
        onSubmit={onSubmit}
        onSuccess={onClose}
        success
        submitLabel={t('seasons.save')}
        actions={
          <button type="button" className="lg-button lg-button--ghost" onClick={onClose}>
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
  );
}
