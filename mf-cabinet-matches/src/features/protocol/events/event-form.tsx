// The event form on the cabinet kit: the kind, team, minute and scope, then the fields of the
// event's kind. Server errors land on their fields (the kit does that); a refusal that is about no
// field (a locked protocol) is said above the form.
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { clockMinute, type MatchClock } from '@league/shared';
import { CabinetForm, type CabinetPlayer } from '@league/shared/cabinet';
import type { FormApi } from 'final-form';
import { EventBasics } from './event-basics';
import { EventKindFields } from './event-kind-fields';
import { PLAYER_FIELDS, type EventValues } from './event-values';

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
      {({ values }) => (
        <>
          <h3>{title}</h3>
          {refusal && (
            <p className="pr-error" role="alert">
              {refusal}
            </p>
          )}
          <ClearPlayersOnTeamChange />
          {!editing && clock && <MinuteFromClock clock={clock} />}
          <EventBasics editing={editing} hostTitle={hostTitle} guestTitle={guestTitle} />
          <EventKindFields values={values} squad={squads[values.team_type]} />
        </>
      )}
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
