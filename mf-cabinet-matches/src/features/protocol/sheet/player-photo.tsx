// A listed player's photo on the identity check (ADR 0212, 0253): a public photo by its address;
// one kept as a private file fetched with the token from the sheet's photo endpoint (a plain
// `<img src>` carries no token) and shown from memory, released when the card goes. While it
// loads the frame says so; a refusal or a missing file shows "no photo".
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@league/shared';
import type { SheetPlayer } from '@league/shared/cabinet';

export const sheetPhotoPath = (matchId: number, playerId: number) =>
  `/cabinet/matches/${matchId}/sheet/players/${playerId}/photo`;

function usePrivatePhoto(matchId: number, playerId: number, wanted: boolean): string | null | 'loading' {
  const path = sheetPhotoPath(matchId, playerId);
  // The answer is kept with the path it was for: a card given another player loads again.
  const [kept, setKept] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    let made: string | null = null;
    api
      .get<Blob>(path, { responseType: 'blob' })
      .then((answer) => {
        if (!alive) return;
        made = URL.createObjectURL(answer.data);
        setKept({ path, url: made });
      })
      .catch(() => alive && setKept({ path, url: null }));
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path, wanted]);
  if (!wanted) return null;
  return kept?.path === path ? kept.url : 'loading';
}

export function PlayerPhoto({ matchId, player }: { matchId: number; player: SheetPlayer }) {
  const { t } = useTranslation('cab-matches');
  const kept = usePrivatePhoto(matchId, player.player_id, !player.photo && !!player.photo_private);
  const src = player.photo ?? (kept === 'loading' ? null : kept);
  if (src) return <img className="sh-player__photo" src={src} alt="" loading="lazy" width={56} height={70} />;
  if (kept === 'loading')
    return (
      <span className="sh-player__photo sh-player__photo--none" aria-busy="true" aria-label={t('sheet.photoLoading')} />
    );
  return <span className="sh-player__photo sh-player__photo--none">{t('sheet.noPhoto')}</span>;
}
