// The event form on the cabinet kit: the kind, team, minute and scope, then the fields of the
// event's kind. Server errors land on their fields (the kit does that); a refusal that is about no
// field (a locked protocol) is said above the form.
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  CARD_TYPES,
  clockMinute,
  ENUM_NAMESPACE,
  PENALTY_FAILURES,
  REMOVAL_CAUSES,
  type MatchClock,
} from '@league/shared';
import { CabinetForm, GOAL_METHODS_INPUT, NumberField, SelectField, type CabinetPlayer } from '@league/shared/cabinet';
import type { FormApi } from 'final-form';
import { EVENT_KINDS_SHOWN, MATCH_SCOPES_SHOWN, PLAYER_FIELDS, playerLabel, type EventValues } from './event-values';

export interface EventFormProps {
  initialValues: EventValues;
  /** Editing a recorded event (its kind is fixed), or adding one. */
  editing: boolean;
  squads: { host: CabinetPlayer[]; guest: CabinetPlayer[] };
  hostTitle: string;
  guestTitle: string;
  /** The reason of a refusal about no field. */
  refusal: string | null;
  onSubmit: (values: EventValues, form: FormApi<EventValues>) => Promise<unknown>;
  onCancel: () => void;
  /** The match clock: a new event's minute is its minute (editable). */
  clock?: MatchClock | null;
}

export function EventForm({
  initialValues,
  editing,
  squads,
  hostTitle,
  guestTitle,
  refusal,
  onSubmit,
  onCancel,
  clock = null,
}: EventFormProps) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const title = editing ? t('protocol.editEvent') : t('protocol.addEvent');
  return (
    <CabinetForm<EventValues>
      initialValues={initialValues}
      onSubmit={onSubmit}
      label={title}
      submitLabel={editing ? t('protocol.saveEvent') : t('protocol.addEvent')}
      success="eventsSaved"
      failure="eventsError"
      warnUnsaved={false}
      actions={
        editing ? (
          <button type="button" className="lg-button lg-button--ghost" onClick={onCancel}>
            {t('protocol.cancelEdit')}
          </button>
        ) : null
      }
    >
      {({ values }) => {
        const squad = squads[values.team_type];
        const player = (name: (typeof PLAYER_FIELDS)[number], label: string, placeholder = t('protocol.choose')) => (
          <SelectField
            name={name}
            label={label}
            placeholder={placeholder}
            options={squad.map((p) => ({ value: p.id, label: playerLabel(p) }))}
          />
        );
        return (
          <>
            <h3>{title}</h3>
            {refusal && (
              <p className="pr-error" role="alert">
                {refusal}
              </p>
            )}
            <ClearPlayersOnTeamChange />
            {!editing && clock && <MinuteFromClock clock={clock} />}
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
              <NumberField
                name="minute"
                label={t('protocol.minute')}
                rules={[
                  { rule: 'min_value', value: 1 },
                  { rule: 'max_value', value: 90 },
                ]}
              />
              <NumberField
                name="additional_minute"
                label={t('protocol.addedMinute')}
                rules={[
                  { rule: 'min_value', value: 1 },
                  { rule: 'max_value', value: 30 },
                ]}
              />
              <SelectField
                name="match_scope"
                label={t('protocol.scope')}
                placeholder={false}
                options={MATCH_SCOPES_SHOWN.map((s) => ({ value: s, label: t(`protocol.scopes.${s}`) }))}
              />
            </div>
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
                  {values.method === 'goal' &&
                    player('assistant_id', t('protocol.assistant'), t('protocol.noAssistant'))}
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
          </>
        );
      }}
    </CabinetForm>
  );
}

/** Another team: the players chosen were the other team's, so they are cleared. */
function ClearPlayersOnTeamChange() {
  const form = useForm<EventValues>();
  const { values } = useFormState<EventValues>({ subscription: { values: true } });
  const team = useRef(values.team_type);
  useEffect(() => {
    if (team.current === values.team_type) return;
    team.current = values.team_type;
    form.batch(() => PLAYER_FIELDS.forEach((name) => form.change(name, undefined)));
  }, [form, values.team_type]);
  return null;
}

/**
 * A new event's minute from the match clock: set when the form starts and again as the referee
 * picks the event (kind, team, player), unless they typed a minute of their own.
 */
function MinuteFromClock({ clock }: { clock: MatchClock }) {
  const form = useForm<EventValues>();
  const { values } = useFormState<EventValues>({ subscription: { values: true } });
  const auto = useRef<{ minute?: number | string; additional_minute?: number | string }>({});
  const { kind, team_type, player_id, player_out_id } = values;
  useEffect(() => {
    const state = form.getState().values;
    const own =
      (state.minute !== undefined && state.minute !== auto.current.minute) ||
      (state.additional_minute !== undefined && state.additional_minute !== auto.current.additional_minute);
    if (own) return;
    const m = clockMinute(clock, Date.now());
    auto.current = { minute: Math.min(90, m.minute), additional_minute: m.additional_minute ?? undefined };
    form.batch(() => {
      form.change('minute', auto.current.minute);
      form.change('additional_minute', auto.current.additional_minute);
    });
  }, [form, clock, kind, team_type, player_id, player_out_id]);
  return null;
}
