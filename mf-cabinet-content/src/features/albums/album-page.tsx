// /cabinet/content/albums/:id: one album — its titles and day (versioned), the upload area, the
// photos in order with cover, captions and delete, and delete of the whole album with its files.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  LocaleLink,
  positiveId,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useLocalePath,
  type CabinetAlbum,
  type CabinetAlbumPhoto,
} from '@league/shared';
import { CabinetForm, endpoints, PageAsync, titleIn, useConfirm, useNotify } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { ContentFrame } from '../../ui/content-frame';
import { AlbumFields } from './album-fields';
import { PhotoGrid } from './photo-grid';
import { UploadArea } from './upload-area';

const api = endpoints.albumsCabinet;

export default function AlbumPage() {
  const id = positiveId(useParams().id) ?? 0;
  const album = useEndpointQuery(api.album, { params: { id } });
  return <PageAsync data={album}>{(answer) => <AlbumEditor album={answer.data} reload={album.reload} />}</PageAsync>;
}

function AlbumEditor({ album, reload }: { album: CabinetAlbum; reload: () => void }) {
  const { t } = useTranslation('cab-content');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const notify = useNotify();
  const locale = useLocale();
  const { confirm, dialog } = useConfirm();
  const update = useEndpointMutation(api.updateAlbum, { invalidates: [api.album, api.albums] });
  const order = useEndpointMutation(api.orderPhotos, { invalidates: [api.album] });
  const removePhoto = useEndpointMutation(api.deletePhoto, { invalidates: [api.album] });
  const removeAlbum = useEndpointMutation(api.deleteAlbum, { invalidates: [api.albums] });
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
  const deletePhoto = async (photo: CabinetAlbumPhoto) => {
    if (
      !(await confirm({
        title: t('albums.deletePhoto'),
        message: photo.path.split('/').pop() ?? '',
        confirmLabel: t('catalogue.delete'),
        danger: true,
      }))
    )
      return;
    await removePhoto.mutateAsync({ params: { id: album.id, photo_id: photo.id } });
    notify.success();
  };
  const deleteAlbum = async () => {
    if (
      !(await confirm({
        title: t('albums.deleteAlbumTitle'),
        message: album.title_kk,
        confirmLabel: t('albums.deleteAlbum'),
        danger: true,
      }))
    )
      return;
    await removeAlbum.mutateAsync({ params: { id: album.id } });
    notify.success();
    navigate(localePath(paths.albums()));
  };
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
      <PhotoGrid
        album={album}
        onDelete={(photo) => void deletePhoto(photo)}
        onSaveOrder={(ids, coverId) =>
          order
            .mutateAsync({
              params: { id: album.id },
              body: { photo_ids: ids, cover_id: coverId, version: album.version },
            })
            .then(() => notify.success())
        }
      />
    </ContentFrame>
  );
}
