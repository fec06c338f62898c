// The match's photos (media_manager and super_admin, spec §6 "attach media"): pick an image
// (≤ 300 KB, JPEG/PNG/WebP — checked here and again by the API from the bytes) and it is sent at
// once into the match's album, the one the public match page shows under media; each photo can
// be removed after a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LocaleLink,
  errorMessage as serverMessage,
  fieldErrors as serverErrors,
  useEndpointMutation,
  useEndpointQuery,
} from '@league/shared';
import { endpoints, FileInput, useConfirm, useNotify } from '@league/shared/cabinet';
import { PhotoList } from './photo-list';

export function PhotosSection({ matchId }: { matchId: number }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const [error, setError] = useState<string | undefined>();
  const args = { params: { id: matchId } };
  const photos = useEndpointQuery(endpoints.matches.cabinetMedia, args, { staleTime: 0 });
  const invalidates = [endpoints.matches.cabinetMedia, endpoints.matches.media];
  const upload = useEndpointMutation(endpoints.matches.uploadPhoto, { invalidates });
  const remove = useEndpointMutation(endpoints.matches.deletePhoto, { invalidates });
  const list = photos.status === 'success' ? photos.data.data.photos : [];

  const removePhoto = async (photoId: number, n: number) => {
    if (
      !(await confirm({
        title: t('protocol.confirmRemovePhoto'),
        message: t('protocol.photoN', { n }),
        confirmLabel: t('protocol.removePhoto'),
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync({ params: { id: matchId, photo_id: photoId } });
      notify.success();
    } catch {
      notify.error();
    }
  };

  return (
    <section className="pr-card" aria-labelledby="pr-photos">
      {dialog}
      <h2 id="pr-photos">{t('protocol.photos')}</h2>
      <FileInput
        label={t('protocol.addPhoto')}
        kind="image"
        value={null}
        error={error}
        onChange={() => setError(undefined)}
        upload={async (file) => {
          setError(undefined);
          try {
            await upload.mutateAsync({ params: { id: matchId }, body: { photo: file } });
            notify.success();
          } catch (caught) {
            const message = serverErrors(caught).photo ?? serverMessage(caught) ?? undefined;
            setError(message);
            if (!message) notify.error();
          }
        }}
      />
      {photos.status === 'success' && list.length === 0 && <p className="pr-hint">{t('protocol.noPhotos')}</p>}
      {list.length > 0 && (
        <PhotoList list={list} removing={remove.isPending} onRemove={(id, n) => void removePhoto(id, n)} />
      )}
      <p className="pr-hint">
        <LocaleLink to={`/matches/${matchId}`}>{t('protocol.publicPage')}</LocaleLink>
      </p>
    </section>
  );
}
