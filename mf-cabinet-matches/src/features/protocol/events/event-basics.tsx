// The fields every event has: its kind (fixed once recorded), team, minute and added minute, and
// the part of the match it happened in.
import { useTranslation } from 'react-i18next';
import { between } from '@league/shared';
import { NumberField, SelectField } from '@league/shared/cabinet';
import { EVENT_KINDS_SHOWN, MATCH_SCOPES_SHOWN } from './event-values';

export function EventBasics({
  editing,
  hostTitle,
  guestTitle,
}: {
  editing: boolean;
  hostTitle: string;
  guestTitle: string;
}) {
  const { t } = useTranslation('cab-matches');
  return (
    <div className="pr-grid pr-grid--2">
      <SelectField
        name="kind"
        label={t('protocol.kind')}
        placeholder={false}
        disabled={editing}
        options={EVENT_KINDS_SHOWN.map((k) => ({ value: k, label: t(`protocol.kinds.${k}`) }))}
      />
      <SelectField
        name="team_type"
        label={t('protocol.team')}
        placeholder={false}
        options={[
          { value: 'host', label: hostTitle },
          { value: 'guest', label: guestTitle },
        ]}
      />
      <NumberField name="minute" label={t('protocol.minute')} rules={between(1, 90)} />
      <NumberField name="additional_minute" label={t('protocol.addedMinute')} rules={between(1, 30)} />
      <SelectField
        name="match_scope"
        label={t('protocol.scope')}
        placeholder={false}
        options={MATCH_SCOPES_SHOWN.map((s) => ({ value: s, label: t(`protocol.scopes.${s}`) }))}
      />
    </div>
  );
}
