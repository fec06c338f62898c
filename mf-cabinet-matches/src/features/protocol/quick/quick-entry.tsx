// The quick entry of an event (issue 24): tap the event, tap the player in that side's on-pitch
// list — saved (a substitution: then the player coming on, from the bench). The minute is the match
// clock's at the first tap (editable in the picker); without a running clock it is its last
// reading, or the referee enters it (a player tapped first waits for it): an event never goes out
// without a minute (ADR 0210). A goal's kind and a red card's cause are a chip row before the
// player, with a default (ADR 0211). Details (the assistant, how a penalty was missed) are optional
// follow-ups; the last event may be undone for 10 seconds. Saving goes through the section's one
// event writer.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockMinute, ENUM_NAMESPACE, fieldErrors, type MatchClock, type TeamType } from '@league/shared';
import type { CabinetEvent, CabinetEvents, CabinetPlayer } from '@league/shared/cabinet';
import { eventValuesOf, playerLabel, type EventValues } from '../events/event-values';
import type { useEventWrites } from '../events/use-event-writes';
import { Details } from './details';
import { PickStep, type Step } from './pick-step';
import { defaultVariant, pitchOf, QUICK_KINDS, quickValues, recordedEvent, type QuickKind } from './pitch';

/** How long the last event may be undone. */
export const UNDO_MS = 10_000;
/** When an undo offered now ends. */
const undoDeadline = () => Date.now() + UNDO_MS;

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
      source: !clock ? 'none' : clock.running ? 'running' : 'paused',
      variant: defaultVariant(kind),
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

  /** Records the step's event for the chosen player, or asks for the minute first. */
  const finish = (current: Step, chosen: { side: TeamType; player: CabinetPlayer }, playerIn?: CabinetPlayer) => {
    const minute = numberOr(current.minute);
    if (minute === null) {
      setStep({ ...current, waiting: { ...chosen, playerIn } });
      setProblem(t('matchDay.minuteFirst'));
      return;
    }
    void record(
      quickValues({
        kind: current.kind,
        variant: current.variant,
        side: chosen.side,
        minute,
        additionalMinute: numberOr(current.added),
        player: chosen.player,
        playerIn,
        booked: pitch[chosen.side].booked,
      }),
    );
  };

  const tap = (side: TeamType, player: CabinetPlayer) => {
    if (!step || busy) return;
    if (step.kind === 'replacement' && !step.out) {
      setStep({ ...step, out: { side, player } });
      return;
    }
    if (step.out) finish(step, step.out, player);
    else finish(step, { side, player });
  };

  const saveWaiting = () => {
    if (!step?.waiting) return;
    const { playerIn, ...chosen } = step.waiting;
    finish(step, chosen, playerIn);
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
        <PickStep
          step={step}
          onChange={setStep}
          lists={sides.map((side) => ({
            side,
            title: title(side),
            players: step.out ? pitch[side].bench : pitch[side].onPitch,
            empty: step.out ? t('matchDay.noBench') : t('matchDay.noPlayers'),
          }))}
          booked={(side) => pitch[side].booked}
          busy={busy}
          problem={problem}
          onPick={tap}
          onSaveWaiting={saveWaiting}
          onCancel={() => setStep(null)}
        />
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
