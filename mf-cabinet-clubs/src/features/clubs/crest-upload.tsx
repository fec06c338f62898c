// The crest picker of a club's page: the file is sent as soon as it is picked, removing it
// deletes the crest.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors, showToast, useEndpointMutation } from '@league/shared';
import { FileInput, useNotify, type FileValue, endpoints } from '@league/shared/cabinet';

/** The crest picker: the file is sent as soon as it is picked (the API checks it again). */
export function CrestUpload({ clubId, logo }: { clubId: number; logo: string | null }) {
  const { t } = useTranslation('cab-clubs');
  const notify = useNotify();
  const current: FileValue = logo ? { url: logo, name: logo.split('/').pop() ?? logo } : null;
  const [value, setValue] = useState<FileValue | undefined>(current);
  const [error, setError] = useState<string | undefined>();
  const invalidates = [
    endpoints.clubsCabinet.cabinetClub,
    endpoints.cabinetLists.cabinetClubs,
    endpoints.clubsCabinet.clubForm,
  ];
  const upload = useEndpointMutation(endpoints.clubsCabinet.uploadCrest, { invalidates });
  const remove = useEndpointMutation(endpoints.clubsCabinet.deleteCrest, { invalidates });

  const failed = (caught: unknown) => {
    setValue(current);
    const message = fieldErrors(caught).logo ?? errorMessage(caught);
    setError(message ?? undefined);
    if (message) showToast(message, 'error');
    else notify.error();
  };

  return (
    <FileInput
      className="cc-crest-input"
      label={t('clubs.crest')}
      kind="image"
      value={value}
      error={error}
      onChange={(next) => {
        setError(undefined);
        setValue(next);
        if (next === null && logo) {
          remove.mutateAsync({ params: { id: clubId } }).then(() => notify.success(), failed);
        }
      }}
      upload={async (file) => {
        try {
          const answer = await upload.mutateAsync({ params: { id: clubId }, body: { logo: file } });
          notify.success();
          return answer.data.logo ? { url: answer.data.logo, name: file.name, size: file.size } : undefined;
        } catch (caught) {
          failed(caught);
          return undefined;
        }
      }}
    />
  );
}
