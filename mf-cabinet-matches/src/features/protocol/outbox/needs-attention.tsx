// The writes the API refused when the outbox sent them (ADR 0210): they stay on the device, listed
// here with the API's reason in the referee's language, until the referee fixes and resends them
// (an event's minute, the field a refusal is most often about) or discards them deliberately after
// a confirmation. Nothing refused leaves the outbox by itself.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm, type CabinetEvents } from '@league/shared/cabinet';
import { typedNumber } from '../events/event-values';
import { kindOf, pageOutbox, type OutboxItem } from './outbox';
import { playerText, type EventBodyShape } from './outbox-status';
import { resendItem } from './send';

export interface NeedsAttentionProps {
  items: OutboxItem[];
  /** The squads, to name an event's players (absent on the squad page). */
  squads?: CabinetEvents['squads'];
  hostTitle: string;
  guestTitle: string;
}

/** What a queued write was, in words: an event with its kind, side and player, or the part saved. */
export function useItemText(squads: NeedsAttentionProps['squads'], hostTitle: string, guestTitle: string) {
  const { t } = useTranslation('cab-matches');
  return (item: OutboxItem) => {
    const kind = kindOf(item);
    if (kind === 'additions') return t('outbox.additions');
    if (kind === 'squad') return t('outbox.squad', { team: item.part?.endsWith('guest') ? guestTitle : hostTitle });
    const b = item.body as EventBodyShape;
    const side = b.team_type === 'guest' ? 'guest' : 'host';
    const find = (id: number | null | undefined) => squads?.[side].find((p) => p.id === id);
    const type = b.kind === 'punishment' ? (b.card === 'yellow' ? 'yellow' : 'red') : (b.kind ?? 'goal');
    const who = playerText(find(b.kind === 'replacement' ? b.player_in_id : b.player_id));
    return `${t(`matchDay.types.${type}`)} · ${side === 'host' ? hostTitle : guestTitle}${who ? ` · ${who}` : ''}`;
  };
}

/** The event fields a refusal may name, with the label the event form gives them. */
const FIELD_LABELS: Record<string, string> = {
  minute: 'protocol.minute',
  additional_minute: 'protocol.addedMinute',
  player_id: 'protocol.player',
  assistant_id: 'protocol.assistant',
  player_in_id: 'protocol.playerIn',
  player_out_id: 'protocol.playerOut',
  removal_cause: 'protocol.cause',
};

const digits = (value: number | null | undefined) => (typeof value === 'number' ? String(value) : '');

/** One refused write: its reason, its minute to fix (an event), resend and discard. */
function Refused({ item, text }: { item: OutboxItem; text: string }) {
  const { t } = useTranslation('cab-matches');
  const { confirm, dialog } = useConfirm();
  const body = item.body as EventBodyShape;
  const isEvent = kindOf(item) === 'event';
  const [minute, setMinute] = useState(digits(body.minute));
  const [added, setAdded] = useState(digits(body.additional_minute));
  const [busy, setBusy] = useState(false);
  const attention = item.attention!;
  // Each field named with its label; the envelope's general message only when no field is named.
  const fields = Object.entries(attention.fields).map(([field, reason]) =>
    FIELD_LABELS[field] ? `${t(FIELD_LABELS[field])}: ${reason}` : reason,
  );
  const reasons = fields.length ? fields : [attention.message].filter(Boolean);
  const minuteRefused = 'minute' in attention.fields;

  const resend = async () => {
    setBusy(true);
    try {
      await resendItem(item.id, isEvent ? { minute: typedNumber(minute), additional_minute: typedNumber(added) } : {});
    } finally {
      setBusy(false);
    }
  };
  const discard = async () => {
    const sure = await confirm({
      title: t('outbox.confirmDiscard'),
      message: `${text}. ${t('outbox.discardMessage')}`,
      confirmLabel: t('outbox.discard'),
      danger: true,
    });
    if (sure) await pageOutbox().discard(item.id);
  };

  return (
    <li className="pr-attention__item">
      {dialog}
      <p className="pr-attention__what">
        {isEvent && <strong>{minute ? `${minute}${added ? `+${added}` : ''}′ ` : '— '}</strong>}
        {text}
      </p>
      <p className="pr-error">
        {reasons.length ? reasons.join(' · ') : t('outbox.noReason', { status: attention.status ?? '—' })}
      </p>
      {isEvent && (
        <div className="md-pick__head">
          <label className={`md-minute${minuteRefused && !minute ? ' md-minute--needed' : ''}`}>
            {t('matchDay.minute')}
            <input inputMode="numeric" value={minute} onChange={(e) => setMinute(e.target.value)} />
          </label>
          <label className="md-minute">
            +
            <input
              inputMode="numeric"
              aria-label={t('matchDay.added')}
              value={added}
              onChange={(e) => setAdded(e.target.value)}
            />
          </label>
        </div>
      )}
      <div className="pr-actions">
        <button type="button" className="lg-button" disabled={busy} onClick={() => void resend()}>
          {t('outbox.resend')}
        </button>
        <button type="button" className="lg-button lg-button--ghost" disabled={busy} onClick={() => void discard()}>
          {t('outbox.discard')}
        </button>
      </div>
    </li>
  );
}

/** The refused writes of the match, needing the referee's attention. */
export function NeedsAttention({ items, squads, hostTitle, guestTitle }: NeedsAttentionProps) {
  const { t } = useTranslation('cab-matches');
  const text = useItemText(squads, hostTitle, guestTitle);
  if (items.length === 0) return null;
  return (
    <section className="pr-card pr-attention" aria-labelledby="pr-attention">
      <h2 id="pr-attention">{t('outbox.attentionTitle')}</h2>
      <p className="pr-hint">{t('outbox.attentionHint')}</p>
      <ol className="pr-attention__list">
        {items.map((item) => (
          <Refused key={item.id} item={item} text={text(item)} />
        ))}
      </ol>
    </section>
  );
}
