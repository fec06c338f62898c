// The match's broadcast link (media_manager and super_admin), on the kit's form: the API's
// refusal of the address shows on the field.
import { useTranslation } from 'react-i18next';
import { trimmed, useEndpointMutation } from '@league/shared';
import { CabinetForm, TextField, endpoints, type CabinetProtocol } from '@league/shared/cabinet';

export function Broadcast({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const save = useEndpointMutation(endpoints.matches.setBroadcast, {
    invalidates: [endpoints.matches.cabinetProtocol],
  });
  return (
    <section className="pr-card" aria-labelledby="pr-broadcast">
      <h2 id="pr-broadcast">{t('protocol.broadcast')}</h2>
      <CabinetForm<{ broadcast_url?: string }>
        initialValues={{ broadcast_url: protocol.match.broadcast_url ?? '' }}
        onSubmit={(values) =>
          save.mutateAsync({
            params: { id: protocol.match.id },
            body: { broadcast_url: trimmed(values.broadcast_url) },
          })
        }
        success="protocolChanged"
        failure="protocolError"
        submitLabel={t('protocol.saveBroadcast')}
        warnUnsaved={false}
        className="pr-grid"
      >
        <TextField name="broadcast_url" label={t('protocol.broadcast')} type="url" inputMode="url" />
      </CabinetForm>
    </section>
  );
}
