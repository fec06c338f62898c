// The match's lifecycle buttons (start, finish; the league locks and unlocks — a referee's sheet is
// locked by both teams' sign-off, ADR 0252), each after a confirmation; a stale version reloads
// the protocol and the referee decides again. Starting a match far from its kick-off (more than 2 hours either way) says so in the confirmation, and so
// does finishing it before the last period's end, with how much was played (ADR 0210).
import { useTranslation } from 'react-i18next';
import { clockFace, clockSeconds, formatDate, useEndpointMutation, useLocale, type CabinetClock } from '@league/shared';
import {
  conflictOf,
  endpoints,
  useConfirm,
  useNotify,
  type CabinetProtocol,
  type ProtocolTransition,
} from '@league/shared/cabinet';
import { usePeriodName } from './clock/period-name';

/** How far from its kick-off a match may start without a second thought. */
export const FAR_FROM_KICKOFF_MS = 2 * 3600_000;

/** Hours between the kick-off and `now` when more than FAR_FROM_KICKOFF_MS apart, else null. */
export function hoursFromKickoff(dateTime: string | null, now: number): number | null {
  if (!dateTime) return null;
  const distance = Math.abs(now - Date.parse(dateTime));
  return distance > FAR_FROM_KICKOFF_MS ? Math.round(distance / 3600_000) : null;
}

/** Whether a match's clock says its time is not over: a period before the last, or the last one short of its end. */
export function finishedEarly(clock: CabinetClock, now: number): boolean {
  const state = clock.clock;
  if (!state) return false;
  return state.period < clock.periods || clockSeconds(state, now) < state.period_minutes * 60;
}

export function Lifecycle({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const periodName = usePeriodName();
  const patch = useEndpointMutation(endpoints.matches.patchProtocol, {
    invalidates: [
      endpoints.matches.cabinetProtocol,
      endpoints.matches.cabinetEvents,
      endpoints.matches.cabinetAdditions,
      endpoints.matches.eventsPreview,
      endpoints.cabinetLists.cabinetMatches,
      // The sheet follows the match: the identity check closes and the sign-off opens at the whistle.
      endpoints.matchSheet.sheet,
    ],
  });
  const labels: Record<ProtocolTransition, { button: string; question: string }> = {
    start: { button: t('protocol.start'), question: t('protocol.confirmStart') },
    finish: { button: t('protocol.finish'), question: t('protocol.confirmFinish') },
    lock: { button: t('protocol.lock'), question: t('protocol.confirmLock') },
    unlock: { button: t('protocol.unlock'), question: t('protocol.confirmUnlock') },
  };
  const run = async (transition: ProtocolTransition) => {
    const teams = `${protocol.match.host.title} — ${protocol.match.guest.title}`;
    const now = Date.now();
    const far = transition === 'start' ? hoursFromKickoff(protocol.match.date_time, now) : null;
    const clock = protocol.clock;
    const early = transition === 'finish' && clock.clock && finishedEarly(clock, now) ? clock.clock : null;
    const question =
      far !== null && protocol.match.date_time
        ? {
            title: t('matchDay.farTitle', { when: formatDate(protocol.match.date_time, 'dayTime', locale) }),
            message: t('matchDay.farMessage', { teams, hours: far }),
            danger: true,
          }
        : early
          ? {
              title: t('matchDay.finishEarlyTitle'),
              message: t('matchDay.finishEarlyMessage', {
                teams,
                period: periodName('period', early.period),
                played: clockFace(early, now),
                periods: clock.periods,
                minutes: clock.period_minutes,
              }),
              danger: true,
            }
          : { title: labels[transition].question, message: teams };
    if (!(await confirm({ ...question, confirmLabel: labels[transition].button }))) return;
    try {
      await patch.mutateAsync({ params: { id: protocol.match.id }, body: { version: protocol.version, transition } });
      notify.success('protocolChanged');
    } catch (error) {
      // A stale version: the page reloads the protocol; the referee sees the new state and decides again.
      if (conflictOf(error)) await patch.reset();
      notify.error('protocolError');
    }
  };
  if (protocol.permissions.transitions.length === 0) return dialog;
  return (
    <div className="pr-actions">
      {dialog}
      {protocol.permissions.transitions.map((transition) => (
        <button
          key={transition}
          type="button"
          className="lg-button"
          disabled={patch.isPending}
          onClick={() => void run(transition)}
        >
          {labels[transition].button}
        </button>
      ))}
    </div>
  );
}
