// A photo's captions in kk, ru and en, saved with one button.
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, type CabinetAlbumPhoto } from '@league/shared';
import { CabinetForm, endpoints, TextField } from '@league/shared/cabinet';

const api = endpoints.albumsCabinet;

export function PhotoCaptions({ albumId, photo }: { albumId: number; photo: CabinetAlbumPhoto }) {
  const { t } = useTranslation('cab-content');
  const save = useEndpointMutation(api.captionPhoto, { invalidates: [api.album] });
  return (
    <details className="ct-captions">
      <summary>{t('albums.caption', { lang: 'kk / ru / en' })}</summary>
      <CabinetForm<{ caption_kk: string; caption_ru: string; caption_en: string }>
        initialValues={{
          caption_kk: photo.caption_kk ?? '',
          caption_ru: photo.caption_ru ?? '',
          caption_en: photo.caption_en ?? '',
        }}
        onSubmit={(values) => save.mutateAsync({ params: { id: albumId, photo_id: photo.id }, body: values })}
        submitLabel={t('albums.saveCaption')}
        warnUnsaved={false}
      >
        {(['kk', 'ru', 'en'] as const).map((lang) => (
          <TextField
            key={lang}
            name={`caption_${lang}`}
            label={t('albums.caption', { lang: t(`languages.${lang}`) })}
          />
        ))}
      </CabinetForm>
    </details>
  );
}
