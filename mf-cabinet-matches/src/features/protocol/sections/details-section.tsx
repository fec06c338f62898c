// Both teams' kit colours and the spectators.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, type CabinetProtocol, type Difference } from '@league/shared/cabinet';
import { ProtocolCard, SaveButton } from './protocol-card';
import { detailsBody, detailsOf, type Details } from './protocol-values';
import { useProtocolSave } from './use-protocol-save';

export function DetailsSection({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const { section, save, errors, saving } = useProtocolSave(protocol, detailsOf, 'protocolChanged', 'protocolError');
  const edit = protocol.permissions.edit;
  const labels: Record<keyof Details, string> = {
    host_color: t('protocol.hostColor'),
    guest_color: t('protocol.guestColor'),
    spectators: t('protocol.spectators'),
  };
  const color = (id: string) => protocol.options.colors.find((c) => c.id === id)?.title ?? id;
  const differences: Difference[] = section.conflict
    ? (Object.keys(labels) as (keyof Details)[])
        .filter((k) => section.conflict![k] !== section.value[k])
        .map((k) => ({
          label: labels[k],
          mine: k === 'spectators' ? section.value[k] : color(section.value[k]),
          theirs: k === 'spectators' ? section.conflict![k] : color(section.conflict![k]),
        }))
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(detailsBody(section.value));
  };
  return (
    <ProtocolCard id="pr-details" heading={t('protocol.uniforms')} section={section} differences={differences}>
      <form onSubmit={submit} className="pr-grid">
        {(['host_color', 'guest_color'] as const).map((k) => (
          <FieldFrame className="pr-field" key={k} id={`detail-${k}`} label={labels[k]} error={errors[k]}>
            <select
              id={`detail-${k}`}
              disabled={!edit}
              value={section.value[k]}
              onChange={(e) => section.setValue((v) => ({ ...v, [k]: e.target.value }))}
            >
              <option value="">{t('protocol.choose')}</option>
              {protocol.options.colors.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </FieldFrame>
        ))}
        <FieldFrame className="pr-field" id="detail-spectators" label={labels.spectators} error={errors.spectators}>
          <input
            id="detail-spectators"
            inputMode="numeric"
            readOnly={!edit}
            value={section.value.spectators}
            onChange={(e) => section.setValue((v) => ({ ...v, spectators: e.target.value.replace(/\D/g, '') }))}
          />
        </FieldFrame>
        {edit && <SaveButton saving={saving}>{t('protocol.saveDetails')}</SaveButton>}
      </form>
    </ProtocolCard>
  );
}
