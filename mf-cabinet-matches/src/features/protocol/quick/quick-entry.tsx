// The quick entry of an event (issue 24): tap the event, tap the player in that side's on-pitch
// list — saved (a substitution: then the player coming on, from the bench). The minute is the match
// clock's at the first tap (editable in the picker). Details (the kind of goal, the assistant, a
// red card's cause, how a penalty was missed) are optional follow-ups with defaults; the last event
// may be undone for 10 seconds. Saving goes through the section's one event writer.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clockMinute,
  ENUM_NAMESPACE,
  fieldErrors,
  PENALTY_FAILURES,
  REMOVAL_CAUSES,
  type MatchClock,
  type TeamType,
} from '@league/shared';
import { GOAL_METHODS_INPUT, type CabinetEvent, type CabinetEvents, type CabinetPlayer } from '@league/shared/cabinet';
import { eventValuesOf, playerLabel, type EventValues } from '../events/event-values';
import type { useEventWrites } from '../events/use-event-writes';
import { pitchOf, QUICK_KINDS, quickValues, recordedEvent, type QuickKind } from './pitch';

/** How long the last event may be undone. */
export const UNDO_MS = 10_000;
/** When an undo offered now ends. */
const undoDeadline = () => Date.now() + UNDO_MS;

interface Step {
  kind: QuickKind;
  minute: string;
  added: string;
  /** A substitution's player going off, once tapped. */
  out?: { side: TeamType; player: CabinetPlayer };
}

interface Last {
  event: CabinetEvent;
  version: number;
}

export interface QuickEntryProps {
  events: CabinetEvents;
  clock: MatchClock | null;
  hostTitle: string;
  guestTitle: string;
  writes: ReturnType<typeof useEventWrites>;
}

const numberOr = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function QuickEntry({ events, clock, hostTitle, guestTitle, writes }: QuickEntryProps) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const [step, setStep] = useState<Step | null>(null);
  const [last, setLast] = useState<Last | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The seconds left to undo the last event, counted down from its save.
  const [undoLeft, setUndoLeft] = useState(0);
  const countdown = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(countdown.current), []);
  const startUndo = () => {
    clearInterval(countdown.current);
    const until = undoDeadline();
    setUndoLeft(Math.ceil(UNDO_MS / 1000));
    countdown.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setUndoLeft(left);
      if (left === 0) clearInterval(countdown.current);
    }, 250);
  };
  const pitch = { host: pitchOf(events, 'host'), guest: pitchOf(events, 'guest') };
  const title = (side: TeamType) => (side === 'host' ? hostTitle : guestTitle);

  const begin = (kind: QuickKind) => {
    const m = clock ? clockMinute(clock, Date.now()) : null;
    setProblem(null);
    setStep({
      kind,
      minute: m ? String(Math.min(90, m.minute)) : '',
      added: m?.additional_minute ? String(m.additional_minute) : '',
    });
  };

  const record = async (values: EventValues) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await writes.save(values, null);
      const event = recordedEvent(events.events, answer.events, values.kind);
      setLast(event ? { event, version: answer.version } : null);
      if (event) startUndo();
      setStep(null);
    } catch (error) {
      const fields = Object.values(fieldErrors(error));
      if (fields.length) setProblem(fields.join(' '));
    } finally {
      setBusy(false);
    }
  };

  const tap = (side: TeamType, player: CabinetPlayer) => {
    if (!step || busy) return;
    if (step.kind === 'replacement' && !step.out) {
      setStep({ ...step, out: { side, player } });
      return;
    }
    const chosen = step.out ?? { side, player };
    void record(
      quickValues({
        kind: step.kind,
        side: chosen.side,
        minute: numberOr(step.minute),
        additionalMinute: numberOr(step.added),
        player: chosen.player,
        playerIn: step.out ? player : undefined,
        booked: pitch[chosen.side].booked,
      }),
    );
  };

  /** A detail of the last event: changed at once, at the events version the last save answered. */
  const detail = async (change: Partial<EventValues>) => {
    if (!last || busy) return;
    setBusy(true);
    try {
      const answer = await writes.save({ ...eventValuesOf(last.event), ...change }, last.event, last.version);
      const event = answer.events.find((e) => e.kind === last.event.kind && e.id === last.event.id);
      setLast(event ? { ...last, event, version: answer.version } : null);
    } catch {
      // The section shows the refusal or the other device's events.
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!last) return;
    setBusy(true);
    if (await writes.remove(last.event, last.version)) {
      setLast(null);
      clearInterval(countdown.current);
      setUndoLeft(0);
    }
    setBusy(false);
  };

  const players = (side: TeamType, list: CabinetPlayer[], empty: string) => (
    <div className="md-side" role="group" aria-label={title(side)}>
      <h4 className="md-side__title">{title(side)}</h4>
      {list.length === 0 ? (
        <p className="pr-hint">{empty}</p>
      ) : (
        <div className="md-players">
          {list.map((p) => (
            <button
              key={p.id}
              type="button"
              className="md-player"
              disabled={busy}
              onClick={() => tap(side, p)}
              aria-label={playerLabel(p)}
            >
              <span className="md-player__number">{p.number ?? '—'}</span>
              <span className="md-player__name">{p.name}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );

  const sides: TeamType[] = step?.out ? [step.out.side] : ['host', 'guest'];
  return (
    <section className="pr-card md-quick" aria-labelledby="md-quick">
      <h2 id="md-quick">{t('matchDay.quick')}</h2>
      {!step && <p className="pr-hint">{t('matchDay.quickHint')}</p>}
      {!step && (
        <div className="md-kinds">
          {QUICK_KINDS.map((kind) => (
            <button key={kind} type="button" className={`md-kind md-kind--${kind}`} onClick={() => begin(kind)}>
              {t(`matchDay.types.${kind}`)}
            </button>
          ))}
        </div>
      )}
      {step && (
        <div className="md-pick" role="group" aria-label={t(`matchDay.types.${step.kind}`)}>
          <div className="md-pick__head">
            <h3>
              {step.out
                ? t('matchDay.comingOn', { name: playerLabel(step.out.player) })
                : t(`matchDay.pick.${step.kind}`)}
            </h3>
            <label className="md-minute">
              {t('matchDay.minute')}
              <input
                inputMode="numeric"
                value={step.minute}
                onChange={(e) => setStep({ ...step, minute: e.target.value })}
              />
            </label>
            <label className="md-minute">
              +
              <input
                inputMode="numeric"
                aria-label={t('matchDay.added')}
                value={step.added}
                onChange={(e) => setStep({ ...step, added: e.target.value })}
              />
            </label>
          </div>
          {problem && (
            <p className="pr-error" role="alert">
              {problem}
            </p>
          )}
          <div className="md-sides">
            {sides.map((side) =>
              step.out
                ? players(side, pitch[side].bench, t('matchDay.noBench'))
                : players(side, pitch[side].onPitch, t('matchDay.noPlayers')),
            )}
          </div>
          <button type="button" className="lg-button lg-button--ghost" onClick={() => setStep(null)}>
            {t('matchDay.cancel')}
          </button>
        </div>
      )}
      {last && !step && (
        <div className="md-last" role="status">
          <p>
            <strong>{t('matchDay.saved')}:</strong> {last.event.label ? `${last.event.label}′ ` : ''}
            {t(`protocol.kinds.${last.event.kind}`)} —{' '}
            {playerLabel(last.event.kind === 'replacement' ? last.event.player_out : last.event.player)}
            {last.event.kind === 'replacement' ? ` → ${playerLabel(last.event.player)}` : ''}
          </p>
          <div className="pr-actions">
            {undoLeft > 0 && (
              <button
                type="button"
                className="lg-button lg-button--danger md-undo"
                disabled={busy}
                onClick={() => void undo()}
              >
                {t('matchDay.undo', { s: undoLeft })}
              </button>
            )}
            <button type="button" className="lg-button lg-button--ghost" onClick={() => setLast(null)}>
              {t('matchDay.close')}
            </button>
          </div>
          <Details
            last={last.event}
            busy={busy}
            pitch={pitch[last.event.team_type].onPitch}
            onChange={(change) => void detail(change)}
            te={te}
          />
        </div>
      )}
    </section>
  );
}

/** The optional details of the last event, one tap each. */
function Details({
  last,
  busy,
  pitch,
  onChange,
  te,
}: {
  last: CabinetEvent;
  busy: boolean;
  pitch: CabinetPlayer[];
  onChange: (change: Partial<EventValues>) => void;
  te: (key: string) => string;
}) {
  const { t } = useTranslation('cab-matches');
  const chip = (key: string, label: string, on: boolean, change: Partial<EventValues>) => (
    <button
      key={key}
      type="button"
      className={`md-chip${on ? ' md-chip--on' : ''}`}
      aria-pressed={on}
      disabled={busy}
      onClick={() => onChange(change)}
    >
      {label}
    </button>
  );
  let body: React.ReactNode = null;
  if (last.kind === 'goal') {
    const method = last.method === 'assistant' || last.method === null ? 'goal' : last.method;
    body = (
      <>
        <div className="md-chips" role="group" aria-label={t('protocol.method')}>
          {GOAL_METHODS_INPUT.map((m) =>
            chip(m, te(`goalMethod.${m}`), method === m, {
              method: m,
              assistant_id: m === 'goal' ? last.assistant?.id : undefined,
            }),
          )}
        </div>
        {method === 'goal' && (
          <div className="md-chips" role="group" aria-label={t('matchDay.assistant')}>
            {pitch
              .filter((p) => p.id !== last.player?.id)
              .map((p) =>
                chip(String(p.id), playerLabel(p), last.assistant?.id === p.id, {
                  assistant_id: last.assistant?.id === p.id ? undefined : p.id,
                }),
              )}
          </div>
        )}
      </>
    );
  } else if (last.kind === 'punishment' && last.card === 'red') {
    body = (
      <div className="md-chips" role="group" aria-label={t('protocol.cause')}>
        {REMOVAL_CAUSES.filter((c) => c !== 'second_yellow').map((c) =>
          chip(c, te(`removalCause.${c}`), last.removal_cause === c, { removal_cause: c }),
        )}
      </div>
    );
  } else if (last.kind === 'missed_penalty') {
    body = (
      <div className="md-chips" role="group" aria-label={t('protocol.failure')}>
        {PENALTY_FAILURES.map((f) => chip(f, te(`penaltyFailure.${f}`), last.failure === f, { failure: f }))}
      </div>
    );
  }
  if (!body) return null;
  return (
    <details className="md-details">
      <summary>{t('matchDay.details')}</summary>
      {body}
    </details>
  );
}
