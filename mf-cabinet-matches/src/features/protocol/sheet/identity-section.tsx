// Before kick-off (ADR 0212): each side's listed players with photo, number, name and year of
// birth, for the referee (and the opposing team's official, read-only) to check identities; a tap
// marks a player checked or refused to play, another tap on the same mark takes it back. Each mark
// is kept in the sheet's history.
import { useTranslation } from 'react-i18next';
import type { MatchSheet, SheetPlayer } from '@league/shared/cabinet';
import { PlayerPhoto } from './player-photo';
import type { SheetApi } from './use-sheet';
import './sheet.css';

function PlayerCard({
  matchId,
  player,
  canCheck,
  busy,
  onMark,
}: {
  matchId: number;
  player: SheetPlayer;
  canCheck: boolean;
  busy: boolean;
  onMark: (status: SheetPlayer['status']) => void;
}) {
  const { t } = useTranslation('cab-matches');
  const mark = (status: 'checked' | 'refused') => (
    <button
      type="button"
      className={`md-chip sh-mark sh-mark--${status}`}
      aria-pressed={player.status === status}
      disabled={busy}
      onClick={() => onMark(player.status === status ? 'unchecked' : status)}
    >
      {t(`sheet.${status}`)}
    </button>
  );
  return (
    <li className={`sh-player sh-player--${player.status}`}>
      <PlayerPhoto matchId={matchId} player={player} />
      <div className="sh-player__who">
        <p className="sh-player__name">
          <strong>{player.number ?? '—'}</strong> {player.name}
        </p>
        <p className="pr-hint">
          {player.birth_year ? t('sheet.born', { year: player.birth_year }) : ''}
          {canCheck ? '' : ` · ${t(`sheet.${player.status}`)}`}
        </p>
        {canCheck && (
          <div className="md-chips" role="group" aria-label={`${player.number ?? ''} ${player.name}`.trim()}>
            {mark('checked')}
            {mark('refused')}
          </div>
        )}
      </div>
    </li>
  );
}

export function IdentitySection({ sheet, api }: { sheet: MatchSheet; api: SheetApi }) {
  const { t } = useTranslation('cab-matches');
  if (!sheet.checking) return null;
  const canCheck = sheet.permissions.check;
  return (
    <section className="pr-card sh-identity" aria-labelledby="sh-identity">
      <h2 id="sh-identity">{t('sheet.identityTitle')}</h2>
      <p className="pr-hint">{t('sheet.identityHint')}</p>
      {api.notice && (
        <p className="pr-notice" role="status">
          {api.notice}
        </p>
      )}
      {(['host', 'guest'] as const).map((side) => {
        const { team, players } = sheet.sides[side];
        const checked = players.filter((p) => p.status === 'checked').length;
        return (
          <div key={side} className="sh-side" role="group" aria-label={team.title}>
            <h3 className="md-side__title">
              {team.title}{' '}
              <span className="pr-hint">{t('sheet.checkedCount', { checked, total: players.length })}</span>
            </h3>
            {players.length === 0 ? (
              <p className="pr-hint">{t('sheet.noPlayers')}</p>
            ) : (
              <ul className="sh-players">
                {players.map((p) => (
                  <PlayerCard
                    key={p.player_id}
                    matchId={sheet.match_id}
                    player={p}
                    canCheck={canCheck}
                    busy={api.busy}
                    onMark={(status) => void api.check(p.player_id, status)}
                  />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
