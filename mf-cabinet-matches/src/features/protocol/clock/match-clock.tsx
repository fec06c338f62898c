// The match clock on the protocol (ADR 0172): the period and the time played, past the period's end
// as added time (45:00 +02:13); start, pause, resume and end a period. The state is the server's,
// so another device and the public page read the same minute; a press over a newer state (another
// device pressed first) shows the current clock and says so. While the match is live the clock is
// read again every few seconds, so a press on another device shows here too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, type CabinetClock, type ClockAction, type MatchClock } from '@league/shared';
import { conflictOf, endpoints, useNotify, type CabinetProtocol } from '@league/shared/cabinet';
import { ClockButtons } from './clock-buttons';
import { ClockFace } from './clock-face';
import { useClockSync } from './use-clock-sync';
import { useNow } from './use-now';

export { CLOCK_POLL_MS } from './use-clock-sync';

export function MatchClockPanel({ protocol }: { protocol: CabinetProtocol }) {
  const { t } = useTranslation('cab-matches');
  const notify = useNotify();
  const [notice, setNotice] = useState<string | null>(null);
  const { clock: state, periods, version } = protocol.clock;
  const now = useNow(state?.running ?? false);
  const press = useEndpointMutation(endpoints.matches.setClock);
  const live = protocol.match.status === 'live';
  const matchId = protocol.match.id;
  const store = useClockSync(matchId, live, version);
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
  return (
    <div className="md-clock" role="group" aria-label={t('matchDay.clock')}>
      {state ? <ClockFace state={state} now={now} /> : <p className="pr-hint">{t('matchDay.notStarted')}</p>}
      {notice && (
        <p className="pr-notice" role="status">
          {notice}
        </p>
      )}
      {canPress && (
        <ClockButtons
          state={state}
          periods={periods}
          disabled={press.isPending}
          onPress={(action) => void run(action)}
        />
      )}
    </div>
  );
}

export type { MatchClock };
