// The crest picker of a club's page: the file is sent as soon as it is picked, removing it
// deletes the crest.
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@league/shared';
import { FileInput, useNotify, endpoints } from '@league/shared/cabinet';
import { usePictureUpload } from '../../ui/picture-upload';

/** The crest picker: the file is sent as soon as it is picked (the API checks it again). */
export function CrestUpload({ clubId, logo }: { clubId: number; logo: string | null }) {
  const { t } = useTranslation('cab-clubs');
  const notify = useNotify();
  const invalidates = [
    endpoints.clubsCabinet.cabinetClub,
    endpoints.cabinetLists.cabinetClubs,
    endpoints.clubsCabinet.clubForm,
  ];
  const upload = useEndpointMutation(endpoints.clubsCabinet.uploadCrest, { invalidates });
  const remove = useEndpointMutation(endpoints.clubsCabinet.deleteCrest, { invalidates });
  const picture = usePictureUpload(logo, {
    upload: async (file) => (await upload.mutateAsync({ params: { id: clubId }, body: { logo: file } })).data.logo,
    remove: () => remove.mutateAsync({ params: { id: clubId } }),
    uploaded: () => notify.success(),
    removed: () => notify.success(),
  });
  return <FileInput className="cc-crest-input" label={t('clubs.crest')} kind="image" {...picture} />;
}
