// A shirt-number keypad for the quick entry (ADR 0211): where a list is longer than a team on the
// pitch (a big bench, rolling substitutions), the referee types the number the player wears and
// taps the one player it names, instead of scrolling a long list. The side is chosen first when
// both sides are offered.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '@league/shared';
import type { CabinetPlayer } from '@league/shared/cabinet';
import { playerLabel } from '../events/event-values';

export interface NumberKeypadProps {
  lists: Array<{ side: TeamType; title: string; players: CabinetPlayer[] }>;
  disabled: boolean;
  onPick: (side: TeamType, player: CabinetPlayer) => void;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

export function NumberKeypad({ lists, disabled, onPick }: NumberKeypadProps) {
  const { t } = useTranslation('cab-matches');
  const [side, setSide] = useState<TeamType>(lists[0].side);
  const [typed, setTyped] = useState('');
  const list = lists.find((l) => l.side === side) ?? lists[0];
  const matches = typed ? list.players.filter((p) => p.number === Number(typed)) : [];
  return (
    <div className="md-keypad" role="group" aria-label={t('matchDay.keypad')}>
      {lists.length > 1 && (
        <div className="md-chips" role="group" aria-label={t('protocol.team')}>
          {lists.map((l) => (
            <button
              key={l.side}
              type="button"
              className={`md-chip${l.side === side ? ' md-chip--on' : ''}`}
              aria-pressed={l.side === side}
              onClick={() => setSide(l.side)}
            >
              {l.title}
            </button>
          ))}
        </div>
      )}
      <p className="md-keypad__typed" aria-live="polite">
        {t('matchDay.keypadNumber')}: <strong>{typed || '—'}</strong>
      </p>
      <div className="md-keypad__keys">
        {KEYS.map((k) => (
          <button
            key={k}
            type="button"
            className="md-keypad__key"
            disabled={disabled || typed.length >= 2}
            onClick={() => setTyped(typed + k)}
          >
            {k}
          </button>
        ))}
        <button
          type="button"
          className="md-keypad__key"
          aria-label={t('matchDay.keypadClear')}
          disabled={!typed}
          onClick={() => setTyped('')}
        >
          ⌫
        </button>
      </div>
      {typed && matches.length === 0 && <p className="pr-hint">{t('matchDay.keypadNone')}</p>}
      {matches.map((p) => (
        <button
          key={p.id}
          type="button"
          className="lg-button md-keypad__pick"
          disabled={disabled}
          onClick={() => {
            setTyped('');
            onPick(list.side, p);
          }}
        >
          {playerLabel(p)}
        </button>
      ))}
    </div>
  );
}
