// An album's titles in kk, ru and en and its day.
import { useTranslation } from 'react-i18next';
import { DateField, TitleFields } from '@league/shared/cabinet';

export function AlbumFields() {
  const { t } = useTranslation('cab-content');
  return (
    <>
      <TitleFields
        labels={{ kk: t('albums.titleKk'), ru: t('albums.titleRu'), en: t('albums.titleEn') }}
        className="ct-grid"
      />
      <DateField name="date" label={t('albums.date')} rules={['required']} />
    </>
  );
}
