// The optional details of the last quick event (ADR 0173), one tap each: the kind of goal and the
// assistant, a red card's cause, how a penalty was missed. Each is an update at the events version
// the last save answered.
import { useTranslation } from 'react-i18next';
import { PENALTY_FAILURES, REMOVAL_CAUSES } from '@league/shared';
import { GOAL_METHODS_INPUT, type CabinetEvent, type CabinetPlayer } from '@league/shared/cabinet';
import { playerLabel, type EventValues } from '../events/event-values';

/** The optional details of the last event, one tap each. */
export function Details({
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
