// The players to tap in the quick entry, one list per side shown (on the pitch, or the bench for
// the player coming on); a player waiting for the minute is pressed, a booked one marked.
import { playerLabel } from '../events/event-values';
import type { PickStepProps } from './pick-step';

export interface PlayerListsProps extends Pick<PickStepProps, 'lists' | 'booked' | 'busy' | 'onPick'> {
  /** The player tapped before a minute was entered (pressed), if any. */
  chosen: number | null;
  /** Whether a player waits for the minute (the buttons are toggles then). */
  waiting: boolean;
}

export function PlayerLists({ lists, booked, busy, onPick, chosen, waiting }: PlayerListsProps) {
  return (
    <div className="md-sides">
      {lists.map(({ side, title, players, empty }) => (
        <div key={side} className="md-side" role="group" aria-label={title}>
          <h4 className="md-side__title">{title}</h4>
          {players.length === 0 ? (
            <p className="pr-hint">{empty}</p>
          ) : (
            <div className="md-players">
              {players.map((p) => (
                <button
                  key={p.id}
                  type="button"
                  className={`md-player${chosen === p.id ? ' md-player--chosen' : ''}`}
                  aria-pressed={waiting ? chosen === p.id : undefined}
                  disabled={busy}
                  onClick={() => onPick(side, p)}
                  aria-label={playerLabel(p)}
                >
                  <span className="md-player__number">{p.number ?? '—'}</span>
                  <span className="md-player__name">{p.name}</span>
                  {booked(side).has(p.id) && <span className="md-player__booked" aria-hidden="true" />}
                </button>
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
