// The match statistics, each metric for both teams (possession as minutes:seconds).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, type CabinetProtocol, type Difference } from '@league/shared/cabinet';
import { ProtocolCard, SaveButton } from './protocol-card';
import { statisticsBody, statsOf } from './protocol-values';
import { useProtocolSave } from './use-protocol-save';

export function StatisticsSection({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const { section, save, errors, saving } = useProtocolSave(protocol, statsOf, 'protocolChanged', 'protocolError');
  const edit = protocol.permissions.edit;
  const metrics = protocol.statistics;
  const differences: Difference[] = section.conflict
    ? metrics.flatMap((m) =>
        (['host', 'guest'] as const)
          .filter((side) => (section.conflict![m.metric]?.[side] ?? '') !== (section.value[m.metric]?.[side] ?? ''))
          .map((side) => ({
            label: `${m.title} (${side === 'host' ? protocol.match.host.title : protocol.match.guest.title})`,
            mine: section.value[m.metric]?.[side] ?? '',
            theirs: section.conflict![m.metric]?.[side] ?? '',
          })),
      )
    : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(statisticsBody(metrics, section.value));
  };
  return (
    <ProtocolCard id="pr-stats" heading={t('protocol.statistics')} section={section} differences={differences}>
      <form onSubmit={submit}>
        {metrics.map((m, i) => {
          const possession = m.metric === 'pure_possession_of_the_ball';
          return (
            <fieldset key={m.metric} className="pr-stat">
              <legend className="pr-stat__title">{m.title}</legend>
              {(['host', 'guest'] as const).map((side) => {
                const id = `stat-${m.metric}-${side}`;
                const team = side === 'host' ? protocol.match.host.title : protocol.match.guest.title;
                return (
                  <FieldFrame
                    className="pr-field"
                    key={side}
                    id={id}
                    label={`${m.title} — ${team}`}
                    error={errors[`statistics.${i}.${side}_value`]}
                    hint={possession && side === 'host' ? t('protocol.possessionHint') : undefined}
                  >
                    <input
                      id={id}
                      inputMode={possession ? 'text' : 'numeric'}
                      placeholder={possession ? '00:00' : ''}
                      readOnly={!edit}
                      value={section.value[m.metric]?.[side] ?? ''}
                      onChange={(e) =>
                        section.setValue((v) => ({
                          ...v,
                          [m.metric]: { ...(v[m.metric] ?? { host: '', guest: '' }), [side]: e.target.value },
                        }))
                      }
                    />
                  </FieldFrame>
                );
              })}
            </fieldset>
          );
        })}
        {edit && <SaveButton saving={saving}>{t('protocol.saveStatistics')}</SaveButton>}
      </form>
    </ProtocolCard>
  );
}
