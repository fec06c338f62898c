// The match page's line-ups section: each team's starting players and substitutes.
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState, endpoints, useEndpointQuery, type SquadPlayer, type SquadSide } from '@league/shared';
import { TeamName } from '../../ui/league';
import { SquadNumber } from '../../ui/people';
import { PlayerLink, Section } from './match-sections';

function SquadList({ players }: { players: SquadPlayer[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="pub-squad">
      {players.map((p) => (
        <li key={p.player.id}>
          {p.number === null ? (
            <span className="pub-squad__number" />
          ) : (
            <SquadNumber value={p.number} className="pub-squad__number" />
          )}
          <PlayerLink player={p.player} />
          {p.is_captain && (
            <abbr className="pub-squad__captain" title={t('match.captain')}>
              C
            </abbr>
          )}
          {p.position && (
            <abbr className="pub-squad__position" title={t(`enums:position.${p.position}`)}>
              {t(`match.position.${p.position}`)}
            </abbr>
          )}
        </li>
      ))}
    </ul>
  );
}

function SquadColumn({ side }: { side: SquadSide }) {
  const { t } = useTranslation('public');
  return (
    <div className="pub-squad-side lg-card">
      <h3>
        <TeamName team={side.team} />
      </h3>
      {side.uniform && (
        <p className="pub-uniform">
          <span
            className="pub-uniform__swatch"
            style={{ background: side.uniform.hex ?? 'transparent' }}
            aria-hidden="true"
          />
          {t('match.uniform', { color: side.uniform.title })}
        </p>
      )}
      <h4>{t('match.main')}</h4>
      <SquadList players={side.main} />
      {side.substitutes.length > 0 && (
        <>
          <h4>{t('match.substitutes')}</h4>
          <SquadList players={side.substitutes} />
        </>
      )}
    </div>
  );
}

export function Squads({ id }: { id: number }) {
  const { t } = useTranslation('public');
  const data = useEndpointQuery(endpoints.matches.squads, { params: { id } });
  const empty = (s: SquadSide) => s.main.length + s.substitutes.length === 0;
  return (
    <Section id="match-squads" title={t('match.squads')}>
      <AsyncView
        data={data}
        isEmpty={(a) => empty(a.data.host) && empty(a.data.guest)}
        empty={<EmptyState>{t('match.noSquads')}</EmptyState>}
      >
        {(answer) => (
          <div className="pub-squads">
            <SquadColumn side={answer.data.host} />
            <SquadColumn side={answer.data.guest} />
          </div>
        )}
      </AsyncView>
    </Section>
  );
}
