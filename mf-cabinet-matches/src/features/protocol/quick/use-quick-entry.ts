// The quick entry's steps: the event tapped (its minute from the match clock), the player tapped
// (a substitution: then the one coming on), the minute asked for when there is none, and the save
// through the section's one event writer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockMinute, fieldErrors, type MatchClock, type TeamType } from '@league/shared';
import type { CabinetEvents, CabinetPlayer } from '@league/shared/cabinet';
import { typedNumber, type EventValues } from '../events/event-values';
import type { useEventWrites } from '../events/use-event-writes';
import type { Step } from './pick-step';
import { defaultVariant, pitchOf, quickValues, recordedEvent, type QuickKind } from './pitch';
import { useLastEvent } from './use-last-event';

/** The step of the event tapped: the minute is the match clock's now (without a running clock, its last reading). */
const firstStep = (kind: QuickKind, clock: MatchClock | null): Step => {
  const m = clock ? clockMinute(clock, Date.now()) : null;
  return {
    kind,
    minute: m ? String(Math.min(90, m.minute)) : '',
    added: m?.additional_minute ? String(m.additional_minute) : '',
    source: !clock ? 'none' : clock.running ? 'running' : 'paused',
    variant: defaultVariant(kind),
  };
};

/** The step being picked, the last event saved, and what the taps do. */
export function useQuickEntry(
  events: CabinetEvents,
  clock: MatchClock | null,
  writes: ReturnType<typeof useEventWrites>,
) {
  const { t } = useTranslation('cab-matches');
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastEvent = useLastEvent(writes, busy, setBusy);
  const pitch = { host: pitchOf(events, 'host'), guest: pitchOf(events, 'guest') };

  const begin = (kind: QuickKind) => {
    setProblem(null);
    setStep(firstStep(kind, clock));
  };

  const record = async (values: EventValues) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await writes.save(values, null);
      const event = recordedEvent(events.events, answer.events, values.kind);
      lastEvent.show(event ? { event, version: answer.version } : null);
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
    const minute = typedNumber(current.minute);
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
        additionalMinute: typedNumber(current.added),
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

  return { step, setStep, busy, problem, pitch, lastEvent, begin, tap, saveWaiting };
}
