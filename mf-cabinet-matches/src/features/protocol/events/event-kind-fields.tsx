// The fields of an event's kind: a goal's scorer, kind and assistant, a card's player, colour and a
// red card's cause, a substitution's two players, a missed penalty's player and how it was missed.
import { useTranslation } from 'react-i18next';
import { CARD_TYPES, ENUM_NAMESPACE, PENALTY_FAILURES, REMOVAL_CAUSES } from '@league/shared';
import { GOAL_METHODS_INPUT, SelectField, type CabinetPlayer } from '@league/shared/cabinet';
import { PLAYER_FIELDS, playerLabel, type EventValues } from './event-values';

export function EventKindFields({ values, squad }: { values: EventValues; squad: CabinetPlayer[] }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const player = (name: (typeof PLAYER_FIELDS)[number], label: string, placeholder = t('protocol.choose')) => (
    <SelectField
      name={name}
      label={label}
      placeholder={placeholder}
      options={squad.map((p) => ({ value: p.id, label: playerLabel(p) }))}
    />
  );
  return (
    <div className="pr-grid">
      {values.kind === 'goal' && (
        <>
          {player('player_id', t('protocol.scorer'))}
          <SelectField
            name="method"
            label={t('protocol.method')}
            placeholder={false}
            hint={values.method === 'own_goal' ? t('protocol.ownGoalNote') : undefined}
            options={GOAL_METHODS_INPUT.map((m) => ({ value: m, label: te(`goalMethod.${m}`) }))}
          />
          {values.method === 'goal' && player('assistant_id', t('protocol.assistant'), t('protocol.noAssistant'))}
        </>
      )}
      {values.kind === 'punishment' && (
        <>
          {player('player_id', t('protocol.player'))}
          <SelectField
            name="card"
            label={t('protocol.card')}
            placeholder={false}
            options={CARD_TYPES.map((c) => ({ value: c, label: te(`cardType.${c}`) }))}
          />
          {values.card === 'red' && (
            <SelectField
              name="removal_cause"
              label={t('protocol.cause')}
              placeholder={t('protocol.choose')}
              options={REMOVAL_CAUSES.filter((c) => c !== 'second_yellow').map((c) => ({
                value: c,
                label: te(`removalCause.${c}`),
              }))}
            />
          )}
        </>
      )}
      {values.kind === 'replacement' && (
        <>
          {player('player_out_id', t('protocol.playerOut'))}
          {player('player_in_id', t('protocol.playerIn'))}
        </>
      )}
      {values.kind === 'missed_penalty' && (
        <>
          {player('player_id', t('protocol.player'))}
          <SelectField
            name="failure"
            label={t('protocol.failure')}
            placeholder={false}
            options={PENALTY_FAILURES.map((f) => ({ value: f, label: te(`penaltyFailure.${f}`) }))}
          />
        </>
      )}
    </div>
  );
}
