// The referee crew: a referee for each role, or nobody; read-only once the protocol is closed.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, REFEREE_ROLES } from '@league/shared';
import { FieldFrame, type CabinetProtocol, type Difference } from '@league/shared/cabinet';
import { ProtocolCard, SaveButton } from './protocol-card';
import { crewBody, crewOf } from './protocol-values';
import { useProtocolSave } from './use-protocol-save';

export function CrewSection({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const { section, save, errors, saving } = useProtocolSave(protocol, crewOf, 'refereesChanged', 'refereesError');
  const edit = protocol.permissions.edit;
  const name = (id: number | null) =>
    id === null
      ? ''
      : (protocol.options.referees.find((r) => r.id === id)?.name ??
        protocol.crew.find((c) => c.referee?.id === id)?.referee?.name ??
        String(id));
  const differences: Difference[] = section.conflict
    ? REFEREE_ROLES.filter((role) => section.conflict![role] !== section.value[role]).map((role) => ({
        label: te(`refereeRole.${role}`),
        mine: name(section.value[role]),
        theirs: name(section.conflict![role]),
      }))
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(crewBody(section.value));
  };
  return (
    <ProtocolCard id="pr-crew" heading={t('protocol.crew')} section={section} differences={differences}>
      {edit ? (
        <form onSubmit={submit} className="pr-grid">
          {REFEREE_ROLES.map((role, i) => (
            <FieldFrame
              className="pr-field"
              key={role}
              id={`crew-${role}`}
              label={te(`refereeRole.${role}`)}
              error={errors[`crew.${i}.referee_id`]}
            >
              <select
                id={`crew-${role}`}
                value={section.value[role] ?? ''}
                onChange={(e) =>
                  section.setValue((v) => ({ ...v, [role]: e.target.value === '' ? null : Number(e.target.value) }))
                }
              >
                <option value="">{t('protocol.nobody')}</option>
                {protocol.options.referees.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
            </FieldFrame>
          ))}
          <SaveButton saving={saving}>{t('protocol.saveCrew')}</SaveButton>
        </form>
      ) : (
        <dl className="pr-grid">
          {protocol.crew.map((c) => (
            <div key={c.role}>
              <dt>{te(`refereeRole.${c.role}`)}</dt>
              <dd>{c.referee?.name ?? '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </ProtocolCard>
  );
}
