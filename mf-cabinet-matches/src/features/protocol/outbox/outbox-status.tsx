// Whether everything made on this page has reached the server: a chip that is always there ("All
// sent" / "N waiting to send"), a line when there is no network, and the events still waiting, in
// the order they will be sent (ADR 0178).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CabinetEvents, CabinetPlayer } from '@league/shared/cabinet';
import type { OutboxItem } from './outbox';

/** Whether the browser says it has network, kept up to date. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

interface OutboxChipProps {
  waiting: number;
  /** Writes the API refused, kept until the referee fixes or discards them. */
  attention?: number;
  flushing: boolean;
  online: boolean;
  onSend: () => void;
}

export function OutboxChip({ waiting, attention = 0, flushing, online, onSend }: OutboxChipProps) {
  const { t } = useTranslation('cab-matches');
  // "All sent" only when nothing waits and nothing was refused.
  const parts = [
    ...(waiting > 0 ? [flushing && online ? t('outbox.sending') : t('outbox.waiting', { count: waiting })] : []),
    ...(attention > 0 ? [t('outbox.attention', { count: attention })] : []),
  ];
  return (
    <div className={`pr-outbox${waiting ? ' pr-outbox--waiting' : ''}${attention ? ' pr-outbox--attention' : ''}`}>
      <span className="pr-outbox__chip" role="status" aria-live="polite" data-testid="outbox-chip">
        {parts.length === 0 ? t('outbox.allSent') : parts.join(' · ')}
      </span>
      {waiting > 0 && online && !flushing && (
        <button type="button" className="lg-button lg-button--ghost" onClick={onSend}>
          {t('outbox.sendNow')}
        </button>
      )}
      {!online && <p className="pr-outbox__offline">{t('outbox.offline')}</p>}
    </div>
  );
}

interface WaitingListProps {
  items: OutboxItem[];
  squads: CabinetEvents['squads'];
  hostTitle: string;
  guestTitle: string;
}

/** What a waiting event's body says about it (it is read back from what was sent). */
export interface EventBodyShape {
  kind?: string;
  team_type?: 'host' | 'guest';
  minute?: number | null;
  additional_minute?: number | null;
  player_id?: number | null;
  player_in_id?: number | null;
  card?: string;
}

/** A player as the waiting lists name them: the shirt number and the name, or the name alone. */
export const playerText = (p: CabinetPlayer | undefined) =>
  p ? `${p.number !== null ? `${p.number}. ` : ''}${p.name}` : '';

/** The events waiting to send, described from what was sent (their minute, kind, side and player). */
export function WaitingList({ items, squads, hostTitle, guestTitle }: WaitingListProps) {
  const { t } = useTranslation('cab-matches');
  if (items.length === 0) return null;
  return (
    <ol className="pr-events pr-events--waiting" aria-label={t('outbox.list')}>
      {items.map((item) => {
        const b = item.body as EventBodyShape;
        const side = b.team_type === 'guest' ? 'guest' : 'host';
        const find = (id: number | null | undefined) => squads[side].find((p) => p.id === id);
        const type = b.kind === 'punishment' ? (b.card === 'red' ? 'red' : 'yellow') : (b.kind ?? 'goal');
        const minute =
          typeof b.minute === 'number' ? `${b.minute}${b.additional_minute ? `+${b.additional_minute}` : ''}` : '—';
        const who = b.kind === 'replacement' ? playerText(find(b.player_in_id)) : playerText(find(b.player_id));
        return (
          <li key={item.id} className={`pr-event pr-event--${side} pr-event--waiting`}>
            <span className="pr-event__minute">{minute}</span>
            <span className="pr-event__text">
              {t(`matchDay.types.${type}`)} · {side === 'host' ? hostTitle : guestTitle}
              {who ? ` · ${who}` : ''}
            </span>
            <span className="pr-event__waiting">{t('outbox.item')}</span>
          </li>
        );
      })}
    </ol>
  );
}
