// The match events: the list (edit, delete) and the event form. A new event carries an
// idempotency key that stays the same while the same input is retried and changes after a
// success or with another input, so a double tap or a retry never records a goal twice and an
// event changed after an unanswered save is not taken for that save. An edit or a delete names the
// events version; a stale one refreshes the list and keeps the form as typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_TYPES,
  ENUM_NAMESPACE,
  PENALTY_FAILURES,
  REMOVAL_CAUSES,
  useEndpointMutation,
  type EventKind,
  type MatchScope,
  type TeamType,
} from '@league/shared';
import {
  useConfirm,
  useNotify,
  GOAL_METHODS_INPUT,
  endpoints,
  type CabinetEvent,
  type CabinetEvents,
  type CabinetPlayer,
  type EventCreateBody,
} from '@league/shared/cabinet';
import { eventKeys, openConflictOf, serverErrors, serverMessage } from './conflict';
import { Field } from './protocol-sections';

const KINDS: EventKind[] = ['goal', 'punishment', 'replacement', 'missed_penalty'];
const SCOPES: MatchScope[] = ['regular', 'before', 'after'];

interface Draft {
  kind: EventKind;
  team_type: TeamType;
  match_scope: MatchScope;
  minute: string;
  additional_minute: string;
  player_id: string;
  assistant_id: string;
  method: (typeof GOAL_METHODS_INPUT)[number];
  card: (typeof CARD_TYPES)[number];
  removal_cause: string;
  failure: (typeof PENALTY_FAILURES)[number];
  player_in_id: string;
  player_out_id: string;
}

const EMPTY: Draft = {
  kind: 'goal',
  team_type: 'host',
  match_scope: 'regular',
  minute: '',
  additional_minute: '',
  player_id: '',
  assistant_id: '',
  method: 'goal',
  card: 'yellow',
  removal_cause: '',
  failure: 'saved',
  player_in_id: '',
  player_out_id: '',
};

const num = (value: string) => (value.trim() === '' ? null : Number(value));

function toBody(d: Draft): Omit<EventCreateBody, 'idempotency_key'> {
  const base = { kind: d.kind, team_type: d.team_type, match_scope: d.match_scope, minute: num(d.minute), additional_minute: num(d.additional_minute) };
  switch (d.kind) {
    case 'goal':
      return { ...base, player_id: num(d.player_id), method: d.method, assistant_id: d.method === 'goal' ? num(d.assistant_id) : null };
    case 'punishment':
      return { ...base, player_id: num(d.player_id), card: d.card, removal_cause: d.card === 'red' ? ((d.removal_cause || null) as never) : null };
    case 'replacement':
      return { ...base, player_in_id: num(d.player_in_id), player_out_id: num(d.player_out_id) };
    case 'missed_penalty':
      return { ...base, player_id: num(d.player_id), failure: d.failure };
  }
}

function fromEvent(e: CabinetEvent): Draft {
  const id = (p: CabinetPlayer | null) => (p ? String(p.id) : '');
  return {
    ...EMPTY,
    kind: e.kind,
    team_type: e.team_type,
    match_scope: e.match_scope,
    minute: e.minute === null ? '' : String(e.minute),
    additional_minute: e.additional_minute === null ? '' : String(e.additional_minute),
    player_id: e.kind === 'replacement' ? '' : id(e.player),
    assistant_id: id(e.assistant),
    method: e.method === 'assistant' || e.method === null ? 'goal' : e.method,
    card: e.card ?? 'yellow',
    removal_cause: e.removal_cause && e.removal_cause !== 'second_yellow' ? e.removal_cause : '',
    failure: e.failure ?? 'saved',
    player_in_id: e.kind === 'replacement' ? id(e.player) : '',
    player_out_id: id(e.player_out),
  };
}

const playerLabel = (p: CabinetPlayer | null) => (p ? `${p.number !== null ? `${p.number}. ` : ''}${p.name}` : '—');

export function EventText({ event, hostTitle, guestTitle }: { event: CabinetEvent; hostTitle: string; guestTitle: string }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const team = event.team_type === 'host' ? hostTitle : guestTitle;
  switch (event.kind) {
    case 'goal':
      return (
        <>
          {t('protocol.kinds.goal')}: {playerLabel(event.player)} ({team}) · {te(`goalMethod.${event.method}`)}
          {event.assistant ? ` · ${t('protocol.assistant')}: ${playerLabel(event.assistant)}` : ''}
        </>
      );
    case 'punishment':
      return (
        <>
          {te(`cardType.${event.card}`)}: {playerLabel(event.player)} ({team})
          {event.removal_cause && event.card === 'red' ? ` · ${te(`removalCause.${event.removal_cause}`)}` : ''}
        </>
      );
    case 'replacement':
      return (
        <>
          {t('protocol.kinds.replacement')}: {t('protocol.playerIn')} {playerLabel(event.player)} · {t('protocol.playerOut')}: {playerLabel(event.player_out)} ({team})
        </>
      );
    case 'missed_penalty':
      return (
        <>
          {t('protocol.kinds.missed_penalty')}: {playerLabel(event.player)} ({team}) · {te(`penaltyFailure.${event.failure}`)}
        </>
      );
  }
}

export function EventsSection({ matchId, events, hostTitle, guestTitle, live }: { matchId: number; events: CabinetEvents; hostTitle: string; guestTitle: string; live: boolean }) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const invalidates = [endpoints.matches.cabinetEvents, endpoints.matches.eventsPreview, endpoints.matches.cabinetProtocol];
  const create = useEndpointMutation(endpoints.matches.createEvent, { invalidates });
  const update = useEndpointMutation(endpoints.matches.updateEvent, { invalidates });
  const remove = useEndpointMutation(endpoints.matches.deleteEvent, { invalidates });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // The draft on screen, for a save that returns after the referee typed on (read in handlers only).
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });
  const [editing, setEditing] = useState<CabinetEvent | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  // One key per event: the same key while the same event is retried, a new one for another.
  const keys = useRef(eventKeys());
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof Draft>(k: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: value }));
  };
  const squad = events.squads[draft.team_type];
  const noSquads = events.squads.host.length === 0 || events.squads.guest.length === 0;
  const busy = create.isPending || update.isPending || remove.isPending;

  const failed = (error: unknown) => {
    if (openConflictOf<CabinetEvents>(error, (current) => current.editable)) setNotice(t('protocol.eventsChanged'));
    else {
      const fields = serverErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: serverMessage(error) ?? '' });
    }
    notify.error('eventsError');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    setNotice(null);
    // What was sent: a referee who already started the next event while this one was saving
    // keeps what they typed (the list can refresh before the save returns).
    const sent = draft;
    const untouched = (next: (d: Draft) => Draft) => setDraft((d) => (d === sent ? next(d) : d));
    try {
      if (editing) {
        await update.mutateAsync({ params: { id: matchId, kind: editing.kind, event_id: editing.id }, body: { ...toBody(draft), kind: editing.kind, version: events.version } as never });
        setEditing(null);
        untouched(() => EMPTY);
      } else {
        const body = toBody(draft);
        await create.mutateAsync({ params: { id: matchId }, body: { ...body, idempotency_key: keys.current.keyFor(body) } as never });
        keys.current.recorded();
        // The next event is usually of the same kind and team: keep those, clear the rest.
        untouched((d) => ({ ...EMPTY, kind: d.kind, team_type: d.team_type, match_scope: d.match_scope }));
      }
      notify.success('eventsSaved');
      // Back to the first field for the next event, unless the referee already moved on to
      // another field (focus taken from under them would send their next key elsewhere).
      const active = document.activeElement;
      const movedOn = !!active && active !== document.body && active.getAttribute('type') !== 'submit';
      if (latestDraft.current === sent && !movedOn) formRef.current?.querySelector<HTMLSelectElement>('select')?.focus();
    } catch (error) {
      failed(error);
    }
  };

  const del = async (e: CabinetEvent) => {
    if (!(await confirm({ title: t('protocol.confirmDelete'), message: `${e.label ?? ''}`, confirmLabel: t('protocol.deleteEvent'), danger: true }))) return;
    setNotice(null);
    try {
      await remove.mutateAsync({ params: { id: matchId, kind: e.kind, event_id: e.id }, query: { version: events.version } });
      notify.success('eventsSaved');
    } catch (error) {
      failed(error);
    }
  };

  const playerSelect = (name: 'player_id' | 'assistant_id' | 'player_in_id' | 'player_out_id', label: string, options: { optional?: string } = {}) => (
    <Field id={`ev-${name}`} label={label} error={errors[name]}>
      <select id={`ev-${name}`} value={draft[name]} onChange={(e) => set(name, e.target.value)} aria-describedby={errors[name] ? `ev-${name}-error` : undefined}>
        <option value="">{options.optional ?? t('protocol.choose')}</option>
        {squad.map((p) => (
          <option key={p.id} value={p.id}>
            {playerLabel(p)}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <section className="pr-card" aria-labelledby="pr-events">
      {dialog}
      <h2 id="pr-events">{t('protocol.events')}</h2>
      <p className="pr-score" aria-live="polite">
        {t('protocol.score')}: {events.score.host}:{events.score.guest}
        {events.shootout ? ` (${t('protocol.shootout', { host: events.shootout.host, guest: events.shootout.guest })})` : ''}
      </p>
      {notice && (
        <p className="pr-notice" role="status">
          {notice}
        </p>
      )}
      {events.events.length === 0 ? (
        <p>{t('protocol.noEvents')}</p>
      ) : (
        <ol className="pr-events">
          {events.events.map((e) => (
            <li key={`${e.kind}-${e.id}`} className={`pr-event pr-event--${e.team_type}`}>
              <span className="pr-event__minute">{e.label ?? '—'}</span>
              <span className="pr-event__text">
                <EventText event={e} hostTitle={hostTitle} guestTitle={guestTitle} />
              </span>
              {events.editable && (
                <span className="pr-event__buttons">
                  <button
                    type="button"
                    className="lg-button lg-button--ghost"
                    onClick={() => {
                      setEditing(e);
                      setDraft(fromEvent(e));
                      setErrors({});
                      formRef.current?.querySelector<HTMLSelectElement>('select')?.focus();
                    }}
                  >
                    {t('protocol.editEvent')}
                  </button>
                  <button type="button" className="lg-button lg-button--danger" onClick={() => void del(e)}>
                    {t('protocol.deleteEvent')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {!events.editable ? (
        live ? null : <p className="pr-hint">{t('protocol.startFirst')}</p>
      ) : noSquads ? (
        <p className="pr-notice">{t('protocol.squadFirst')}</p>
      ) : (
        <form ref={formRef} onSubmit={submit} aria-label={editing ? t('protocol.editEvent') : t('protocol.addEvent')}>
          <h3>{editing ? t('protocol.editEvent') : t('protocol.addEvent')}</h3>
          {errors.form && (
            <p className="pr-error" role="alert">
              {errors.form}
            </p>
          )}
          <div className="pr-grid pr-grid--2">
            <Field id="ev-kind" label={t('protocol.kind')}>
              <select id="ev-kind" value={draft.kind} disabled={!!editing} onChange={(e) => set('kind', e.target.value as EventKind)}>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`protocol.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="ev-team" label={t('protocol.team')}>
              <select id="ev-team" value={draft.team_type} onChange={(e) => setDraft((d) => ({ ...d, team_type: e.target.value as TeamType, player_id: '', assistant_id: '', player_in_id: '', player_out_id: '' }))}>
                <option value="host">{hostTitle}</option>
                <option value="guest">{guestTitle}</option>
              </select>
            </Field>
            <Field id="ev-minute" label={t('protocol.minute')} error={errors.minute}>
              <input id="ev-minute" type="number" inputMode="numeric" min={1} max={90} value={draft.minute} onChange={(e) => set('minute', e.target.value)} />
            </Field>
            <Field id="ev-added" label={t('protocol.addedMinute')} error={errors.additional_minute}>
              <input id="ev-added" type="number" inputMode="numeric" min={1} max={30} value={draft.additional_minute} onChange={(e) => set('additional_minute', e.target.value)} />
            </Field>
            <Field id="ev-scope" label={t('protocol.scope')} error={errors.match_scope}>
              <select id="ev-scope" value={draft.match_scope} onChange={(e) => set('match_scope', e.target.value as MatchScope)}>
                {SCOPES.map((s) => (
                  <option key={s} value={s}>
                    {t(`protocol.scopes.${s}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="pr-grid">
            {draft.kind === 'goal' && (
              <>
                {playerSelect('player_id', t('protocol.scorer'))}
                <Field id="ev-method" label={t('protocol.method')} error={errors.method} hint={draft.method === 'own_goal' ? t('protocol.ownGoalNote') : undefined}>
                  <select id="ev-method" value={draft.method} onChange={(e) => set('method', e.target.value as Draft['method'])}>
                    {GOAL_METHODS_INPUT.map((m) => (
                      <option key={m} value={m}>
                        {te(`goalMethod.${m}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                {draft.method === 'goal' && playerSelect('assistant_id', t('protocol.assistant'), { optional: t('protocol.noAssistant') })}
              </>
            )}
            {draft.kind === 'punishment' && (
              <>
                {playerSelect('player_id', t('protocol.player'))}
                <Field id="ev-card" label={t('protocol.card')} error={errors.card}>
                  <select id="ev-card" value={draft.card} onChange={(e) => set('card', e.target.value as Draft['card'])}>
                    {CARD_TYPES.map((c) => (
                      <option key={c} value={c}>
                        {te(`cardType.${c}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                {draft.card === 'red' && (
                  <Field id="ev-cause" label={t('protocol.cause')} error={errors.removal_cause}>
                    <select id="ev-cause" value={draft.removal_cause} onChange={(e) => set('removal_cause', e.target.value)}>
                      <option value="">{t('protocol.choose')}</option>
                      {REMOVAL_CAUSES.filter((c) => c !== 'second_yellow').map((c) => (
                        <option key={c} value={c}>
                          {te(`removalCause.${c}`)}
                        </option>
                      ))}
                    </select>
                  </Field>
                )}
              </>
            )}
            {draft.kind === 'replacement' && (
              <>
                {playerSelect('player_out_id', t('protocol.playerOut'))}
                {playerSelect('player_in_id', t('protocol.playerIn'))}
              </>
            )}
            {draft.kind === 'missed_penalty' && (
              <>
                {playerSelect('player_id', t('protocol.player'))}
                <Field id="ev-failure" label={t('protocol.failure')} error={errors.failure}>
                  <select id="ev-failure" value={draft.failure} onChange={(e) => set('failure', e.target.value as Draft['failure'])}>
                    {PENALTY_FAILURES.map((f) => (
                      <option key={f} value={f}>
                        {te(`penaltyFailure.${f}`)}
                      </option>
                    ))}
                  </select>
                </Field>
              </>
            )}
          </div>
          <div className="pr-actions">
            <button type="submit" className="lg-button" disabled={busy}>
              {editing ? t('protocol.saveEvent') : t('protocol.addEvent')}
            </button>
            {editing && (
              <button
                type="button"
                className="lg-button lg-button--ghost"
                onClick={() => {
                  setEditing(null);
                  setDraft(EMPTY);
                  setErrors({});
                }}
              >
                {t('protocol.cancelEdit')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
