// The quick entry of an event (issue 24): tap the event, tap the player in that side's on-pitch
// list — saved (a substitution: then the player coming on, from the bench). The minute is the match
// clock's at the first tap (editable in the picker); without a running clock it is its last
// reading, or the referee enters it (a player tapped first waits for it): an event never goes out
// without a minute (ADR 0210). A goal's kind and a red card's cause are a chip row before the
// player, with a default (ADR 0211). Details (the assistant, how a penalty was missed) are optional
// follow-ups; the last event may be undone for 10 seconds. Saving goes through the section's one
// event writer.
import { useTranslation } from 'react-i18next';
import type { MatchClock, TeamType } from '@league/shared';
import type { CabinetEvents } from '@league/shared/cabinet';
import type { useEventWrites } from '../events/use-event-writes';
import { LastSaved } from './last-saved';
import { PickStep } from './pick-step';
import { QUICK_KINDS } from './pitch';
import { useQuickEntry } from './use-quick-entry';

export { UNDO_MS } from './use-undo-countdown';

export interface QuickEntryProps {
  events: CabinetEvents;
  clock: MatchClock | null;
  hostTitle: string;
  guestTitle: string;
  writes: ReturnType<typeof useEventWrites>;
}

export function QuickEntry({ events, clock, hostTitle, guestTitle, writes }: QuickEntryProps) {
  const { t } = useTranslation('cab-matches');
  const { step, setStep, busy, problem, pitch, lastEvent, begin, tap, saveWaiting } = useQuickEntry(
    events,
    clock,
    writes,
  );
  const { last } = lastEvent;
  const title = (side: TeamType) => (side === 'host' ? hostTitle : guestTitle);

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
        <LastSaved
          event={last.event}
          undoLeft={lastEvent.undoLeft}
          busy={busy}
          pitch={pitch[last.event.team_type].onPitch}
          onUndo={() => void lastEvent.undo()}
          onClose={lastEvent.close}
          onDetail={(change) => void lastEvent.detail(change)}
        />
      )}
    </section>
  );
}
