// /cabinet/content/albums/:id: one album — its titles and day (versioned), the upload area, the
// photos in order with cover, captions and delete, and delete of the whole album with its files.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LocaleLink, positiveId, useEndpointQuery, useLocale, type CabinetAlbum } from '@league/shared';
import { CabinetForm, endpoints, PageAsync, titleIn } from '@league/shared/cabinet';
import { ContentFrame } from '../../ui/content-frame';
import { AlbumFields } from './album-fields';
import { PhotoGrid } from './photo-grid';
import { UploadArea } from './upload-area';
import { useAlbumWrites } from './use-album-writes';

const api = endpoints.albumsCabinet;

export default function AlbumPage() {
  const id = positiveId(useParams().id) ?? 0;
  const album = useEndpointQuery(api.album, { params: { id } });
  return <PageAsync data={album}>{(answer) => <AlbumEditor album={answer.data} reload={album.reload} />}</PageAsync>;
}

function AlbumEditor({ album, reload }: { album: CabinetAlbum; reload: () => void }) {
  const { t } = useTranslation('cab-content');
  const locale = useLocale();
  const { dialog, update, deletePhoto, deleteAlbum, saveOrder } = useAlbumWrites(album);
  const initialValues = useMemo(
    () => ({
      title_kk: album.title_kk,
      title_ru: album.title_ru ?? '',
      title_en: album.title_en ?? '',
      date: album.date,
      version: album.version,
    }),
    [album],
  );
  const uploaded = useCallback(() => reload(), [reload]);
  return (
    <ContentFrame
      section="albums"
      title={titleIn(album, locale)}
      actions={
        <>
          <LocaleLink className="lg-button lg-button--ghost" to={album.public_path} target="_blank">
            {t('albums.open')}
          </LocaleLink>
          <button type="button" className="lg-button lg-button--danger" onClick={() => void deleteAlbum()}>
            {t('albums.deleteAlbum')}
          </button>
        </>
      }
    >
      {dialog}
      <CabinetForm<typeof initialValues>
        initialValues={initialValues}
        onSubmit={(values) => update.mutateAsync({ params: { id: album.id }, body: values })}
        label={album.title_kk}
      >
        <AlbumFields />
      </CabinetForm>
      <UploadArea albumId={album.id} onUploaded={uploaded} />
      <PhotoGrid album={album} onDelete={(photo) => void deletePhoto(photo)} onSaveOrder={saveOrder} />
    </ContentFrame>
  );
}
