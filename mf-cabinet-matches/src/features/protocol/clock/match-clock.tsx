// The match clock on the protocol (ADR 0172): the period and the time played, past the period's end
// as added time (45:00 +02:13); start, pause, resume and end a period. The state is the server's,
// so another device and the public page read the same minute; a press over a newer state (another
// device pressed first) shows the current clock and says so. While the match is live the clock is
// read again every few seconds, so a press on another device shows here too.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clockFace,
  clockLabel,
  endpointKey,
  queryClient,
  queryKeyFor,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  type CabinetClock,
  type ClockAction,
  type MatchClock,
} from '@league/shared';
import { conflictOf, endpoints, useNotify, type CabinetProtocol } from '@league/shared/cabinet';
import { useNow } from './use-now';

/** How often a live match's clock is read again (another device may have pressed). */
export const CLOCK_POLL_MS = 15_000;

/** '1st half', '2nd half', 'Period 3'. */
export function usePeriodName() {
  const { t } = useTranslation('cab-matches');
  return (key: 'period' | 'start' | 'end', n: number) =>
    n === 1 || n === 2 ? t(`matchDay.${key}.${n}`) : t(`matchDay.${key}.n`, { n });
}

export function MatchClockPanel({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const locale = useLocale();
  const name = usePeriodName();
  const [notice, setNotice] = useState<string | null>(null);
  const { clock: state, periods, version } = protocol.clock;
  const now = useNow(state?.running ?? false);
  const press = useEndpointMutation(endpoints.matches.setClock);
  const live = protocol.match.status === 'live';
  const matchId = protocol.match.id;

  // The clock the server answered (or a 409 carried, or a read found newer) is the protocol's from now on.
  const store = (clock: CabinetClock) =>
    queryClient.setQueryData(
      queryKeyFor(endpointKey(endpoints.matches.cabinetProtocol, { params: { id: matchId } }), locale),
      (old: { success: true; data: CabinetProtocol } | undefined) =>
        old && old.data.clock.version <= clock.version ? { ...old, data: { ...old.data, clock } } : old,
    );
  const polled = useEndpointQuery(endpoints.matches.cabinetClock, live ? { params: { id: matchId } } : null, {
    staleTime: 0,
  });
  const { reload } = polled;
  const newer = polled.status === 'success' && polled.data.data.version > version ? polled.data.data : null;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(reload, CLOCK_POLL_MS);
    return () => clearInterval(timer);
  }, [live, reload]);
  useEffect(() => {
    if (newer)
      queryClient.setQueryData(
        queryKeyFor(endpointKey(endpoints.matches.cabinetProtocol, { params: { id: matchId } }), locale),
        (old: { success: true; data: CabinetProtocol } | undefined) =>
          old && old.data.clock.version < newer.version ? { ...old, data: { ...old.data, clock: newer } } : old,
      );
  }, [newer, matchId, locale]);
  if (!live && !state) return null;

  const run = async (action: ClockAction) => {
    setNotice(null);
    try {
      store((await press.mutateAsync({ params: { id: protocol.match.id }, body: { version, action } })).data);
    } catch (error) {
      const current = conflictOf<CabinetClock>(error);
      if (current) {
        store(current);
        setNotice(t('matchDay.clockChanged'));
      } else notify.error();
    }
  };
  const canPress = live && protocol.permissions.edit;
  const button = (action: ClockAction, label: string, primary = false) => (
    <button
      key={action + label}
      type="button"
      className={`lg-button${primary ? '' : ' lg-button--ghost'} md-clock__button`}
      disabled={press.isPending}
      onClick={() => void run(action)}
    >
      {label}
    </button>
  );
  const buttons = !canPress
    ? []
    : !state
      ? [button('start', name('start', 1), true)]
      : state.running
        ? [
            button('pause', t('matchDay.pause'), true),
            ...(state.period < periods ? [button('end_period', name('end', state.period))] : []),
          ]
        : state.elapsed_seconds === 0
          ? [button('start', name('start', state.period), true)]
          : [
              button('start', t('matchDay.resume'), true),
              ...(state.period < periods ? [button('end_period', name('end', state.period))] : []),
            ];
  const over = state
    ? state.elapsed_seconds + (state.started_at ? Math.floor((now - Date.parse(state.started_at)) / 1000) : 0) >
      state.period_minutes * 60
    : false;
  return (
    <div className="md-clock" role="group" aria-label={t('matchDay.clock')}>
      {state ? (
        <p className="md-clock__face">
          <span className="md-clock__period">{name('period', state.period)}</span>
          <span
            className={`md-clock__time${over ? ' md-clock__time--added' : ''}`}
            aria-label={`${t('matchDay.minute')} ${clockLabel(state, now)}`}
            data-minute={clockLabel(state, now)}
          >
            {clockFace(state, now)}
          </span>
          {!state.running && <span className="md-clock__paused">{t('matchDay.paused')}</span>}
          {over && <span className="md-clock__paused">{t('matchDay.addedTime')}</span>}
        </p>
      ) : (
        <p className="pr-hint">{t('matchDay.notStarted')}</p>
      )}
      {notice && (
        <p className="pr-notice" role="status">
          {notice}
        </p>
      )}
      {buttons.length > 0 && <div className="md-clock__buttons">{buttons}</div>}
    </div>
  );
}

export type { MatchClock };
