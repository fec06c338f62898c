// What the album page changes: the album's titles and day, the photo order and cover, and the
// deletes (a photo, or the whole album and back to the list), each asked first.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEndpointMutation, useLocalePath, type CabinetAlbum, type CabinetAlbumPhoto } from '@league/shared';
import { endpoints, useConfirm, useNotify } from '@league/shared/cabinet';
import { paths } from '../../paths';

const api = endpoints.albumsCabinet;

export function useAlbumWrites(album: CabinetAlbum) {
  const { t } = useTranslation('cab-content');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const update = useEndpointMutation(api.updateAlbum, { invalidates: [api.album, api.albums] });
  const order = useEndpointMutation(api.orderPhotos, { invalidates: [api.album] });
  const removePhoto = useEndpointMutation(api.deletePhoto, { invalidates: [api.album] });
  const removeAlbum = useEndpointMutation(api.deleteAlbum, { invalidates: [api.albums] });
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
  const saveOrder = (ids: number[], coverId: number | null) =>
    order
      .mutateAsync({
        params: { id: album.id },
        body: { photo_ids: ids, cover_id: coverId, version: album.version },
      })
      .then(() => notify.success());
  return { dialog, update, deletePhoto, deleteAlbum, saveOrder };
}
