// The frame every section of the match page shares (a titled section) and a player's name,
// linked to the player's page when the player has one.
import { useTranslation } from 'react-i18next';
import { LocaleLink, type PlayerRef } from '@league/shared';
import { paths } from '../../paths';

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="pub-match-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function PlayerLink({ player }: { player: PlayerRef | null }) {
  const { t } = useTranslation('public');
  if (!player) return <span>{t('match.event.unknown')}</span>;
  return player.slug ? (
    <LocaleLink to={paths.player(player.slug)}>{player.name}</LocaleLink>
  ) : (
    <span>{player.name}</span>
  );
}
