// /players: search by name, position filter and pagination, all kept in the URL.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { endpoints, PLAYER_POSITIONS, useEndpointQuery, useLocalePath, type PlayerListItem } from '@league/shared';
import { SectionPage } from '../../ui/page';
import { usePageNumber } from '../../ui/pagination';
import { PagedPersonList } from '../../ui/paged-person-list';
import { PlayerListCard } from '../../ui/people';
import { paths } from '../../paths';

const PLAYERS_PER_PAGE = 24;

type Position = (typeof PLAYER_POSITIONS)[number];
const isPosition = (value: string | null): value is Position =>
  (PLAYER_POSITIONS as readonly string[]).includes(value ?? '');

function PlayerCard({ player }: { player: PlayerListItem }) {
  const { t } = useTranslation('public');
  return (
    <PlayerListCard
      player={player}
      about={[
        t(`enums:position.${player.position}`),
        t('people.unit.years', { value: player.age }),
        player.team?.title,
      ]}
    />
  );
}

/** The name searched and the position chosen, kept in the URL, and a way to change them. */
function usePlayersFilter() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').slice(0, 100);
  const rawPosition = params.get('position');
  const position = isPosition(rawPosition) ? rawPosition : undefined;
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };
  return { q, position, update };
}

function PlayerSearch({
  q,
  position,
  update,
}: {
  q: string;
  position: Position | undefined;
  update: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('public');
  const lp = useLocalePath();
  // The box is the browser's own (uncontrolled), so what a visitor typed before the scripts took
  // the page over stays; before then the form submits as a plain GET to this page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined });
  };
  return (
    <form className="pub-filters" role="search" action={lp(paths.players())} method="get" onSubmit={onSubmit}>
      <label>
        {t('players.search')}
        {/* A new query in the URL (a search, back/forward) shows in a fresh box. */}
        <input key={q} type="search" name="q" defaultValue={q} maxLength={100} />
      </label>
      <label>
        {t('people.field.position')}
        <select
          name="position"
          value={position ?? ''}
          onChange={(e) => update({ position: e.target.value || undefined })}
        >
          <option value="">{t('players.allPositions')}</option>
          {PLAYER_POSITIONS.map((p) => (
            <option key={p} value={p}>
              {t(`people.position.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="lg-button">
        {t('players.find')}
      </button>
    </form>
  );
}

export default function PlayersPage() {
  const { t } = useTranslation('public');
  const page = usePageNumber();
  const { q, position, update } = usePlayersFilter();
  const data = useEndpointQuery(endpoints.players.list, {
    query: { page, q: q.trim() || undefined, position, per_page: PLAYERS_PER_PAGE },
  });

  return (
    <SectionPage section="players" slug={paths.players()}>
      <PlayerSearch q={q} position={position} update={update} />
      <PagedPersonList
        data={data}
        empty={q ? t('players.notFound', { q }) : t('players.none')}
        perPage={PLAYERS_PER_PAGE}
        renderSummary={(total) => (
          <p className="pub-person__meta" role="status">
            {t('players.total', { n: total })}
          </p>
        )}
      >
        {(player) => <PlayerCard key={player.id} player={player} />}
      </PagedPersonList>
    </SectionPage>
  );
}
