// /cabinet/tournaments/{id}/matches/{match_id}/squad: each team's match squad — starters and
// substitutes from the team's accepted application only, unique numbers, one captain, at least
// one goalkeeper. Ineligible players are greyed out with the reason (the API refuses them too).
// Each side carries its own version; a save over a newer one shows what changed and keeps the
// choices made here.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  ENUM_NAMESPACE,
  errorMessage as serverMessage,
  fieldErrors as serverErrors,
  useEndpointMutation,
  useEndpointQuery,
  usePageMeta,
  type SquadKind,
  type TeamType,
} from '@league/shared';
import {
  CabinetPage,
  ConflictNotice,
  openConflictOf,
  useSection,
  type Difference,
  useConfirm,
  useNotify,
  endpoints,
  type CabinetSquadSide,
  type CabinetSquads,
  type SquadCandidate,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import './protocol.css';

interface Pick {
  kind: SquadKind | '';
  number: string;
}
type Picks = Record<number, Pick>;

const picksOf = (side: CabinetSquadSide | null): { picks: Picks; captain: number | null } => ({
  picks: Object.fromEntries((side?.players ?? []).map((p) => [p.player_id, { kind: p.kind, number: p.number === null ? '' : String(p.number) }])),
  captain: side?.players.find((p) => p.is_captain)?.player_id ?? null,
});

function SideForm({
  matchId,
  side,
  teamType,
  candidates,
  editable,
  onSaved,
}: {
  matchId: number;
  side: CabinetSquadSide;
  teamType: TeamType;
  candidates: SquadCandidate[];
  editable: boolean;
  onSaved: (squads: CabinetSquads) => void;
}) {
  const { t } = useTranslation('cab-matches');
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const notify = useNotify();
  const { confirm, dialog } = useConfirm();
  const section = useSection(picksOf(side), side.version);
  const save = useEndpointMutation(endpoints.matches.saveSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const reset = useEndpointMutation(endpoints.matches.resetSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const { picks, captain } = section.value;
  const chosen = candidates.filter((c) => picks[c.player_id]?.kind);
  const main = chosen.filter((c) => picks[c.player_id]!.kind === 'main').length;
  const name = (id: number) => candidates.find((c) => c.player_id === id)?.name ?? String(id);
  const describe = (p: Pick | undefined) => (p?.kind ? `${p.kind === 'main' ? t('protocol.main') : t('protocol.substitutes')} ${p.number ? `#${p.number}` : ''}`.trim() : t('protocol.notInSquad'));
  const differences: Difference[] = section.conflict
    ? [...new Set([...Object.keys(section.conflict.picks), ...Object.keys(picks)].map(Number))]
        .filter((id) => JSON.stringify(section.conflict!.picks[id] ?? null) !== JSON.stringify(picks[id] ?? null))
        .map((id) => ({ label: name(id), mine: describe(picks[id]), theirs: describe(section.conflict!.picks[id]) }))
        .concat(section.conflict.captain !== captain ? [{ label: t('protocol.captain'), mine: captain ? name(captain) : '', theirs: section.conflict.captain ? name(section.conflict.captain) : '' }] : [])
    : [];

  const setPick = (id: number, next: Partial<Pick>) =>
    section.setValue((v) => {
      const current = v.picks[id] ?? { kind: '' as const, number: candidates.find((c) => c.player_id === id)?.number?.toString() ?? '' };
      const merged = { ...current, ...next };
      const nextPicks = { ...v.picks };
      if (merged.kind) nextPicks[id] = merged;
      else delete nextPicks[id];
      return { picks: nextPicks, captain: !merged.kind && v.captain === id ? null : v.captain };
    });

  const failed = (error: unknown) => {
    const current = openConflictOf<CabinetSquads>(error, (squads) => squads.editable);
    if (current && current[teamType]) {
      section.conflicted(picksOf(current[teamType]), current[teamType]!.version);
    } else {
      setErrors(serverErrors(error));
      setMessage(serverMessage(error));
    }
    notify.error('squadsError');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    const players = chosen.map((c) => ({ player_id: c.player_id, kind: picks[c.player_id]!.kind as SquadKind, number: Number(picks[c.player_id]!.number), is_captain: captain === c.player_id }));
    try {
      const saved = await save.mutateAsync({ params: { id: matchId }, body: { team_id: side.team.id, version: section.version, players } });
      const mine = saved.data[teamType]!;
      section.saved(picksOf(mine), mine.version);
      onSaved(saved.data);
      notify.success('squadsSaved');
    } catch (error) {
      failed(error);
    }
  };

  const doReset = async () => {
    if (!(await confirm({ title: t('protocol.confirmReset', { team: side.team.title }), message: side.team.title, confirmLabel: t('protocol.resetSquad'), danger: true }))) return;
    try {
      const saved = await reset.mutateAsync({ params: { id: matchId }, body: { team_id: side.team.id, version: section.version } });
      const mine = saved.data[teamType]!;
      section.saved(picksOf(mine), mine.version);
      onSaved(saved.data);
      notify.success('squadsSaved');
    } catch (error) {
      failed(error);
    }
  };

  // Server errors name the index in the list sent; map them back to players.
  const sentIds = chosen.map((c) => c.player_id);
  const rowError = (id: number) => {
    const i = sentIds.indexOf(id);
    return i < 0 ? undefined : (errors[`players.${i}.player_id`] ?? errors[`players.${i}.number`]);
  };
  const general = [errors.players, errors.captain, errors.goalkeeper, errors.team_id].filter(Boolean);

  return (
    <section className="pr-card" aria-labelledby={`squad-${teamType}`}>
      {dialog}
      <h2 id={`squad-${teamType}`}>{side.team.title}</h2>
      <p className="pr-hint" aria-live="polite">
        {t('protocol.counts', { main, subs: chosen.length - main })}
      </p>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      {(message || general.length > 0) && (
        <div className="pr-error" role="alert">
          {general.length ? general.map((g) => <p key={g}>{g}</p>) : <p>{message}</p>}
        </div>
      )}
      {candidates.length === 0 ? (
        <p>{t('protocol.noCandidates')}</p>
      ) : (
        <form onSubmit={submit}>
          <ul className="pr-squad">
            {candidates.map((c) => {
              const pick = picks[c.player_id];
              const id = `sq-${teamType}-${c.player_id}`;
              const error = rowError(c.player_id);
              const off = !c.eligible;
              return (
                <li key={c.player_id} className={`pr-squad__row${off ? ' pr-squad__row--off' : ''}`}>
                  <span className="pr-squad__name" id={`${id}-name`}>
                    {c.name}
                    {c.position ? ` · ${te(`positionShort.${c.position}`)}` : ''}
                    {off && ` · ${t('protocol.ineligible')}: ${c.reasons.join('; ')}`}
                  </span>
                  <span className="pr-squad__controls">
                    <label className="pr-check">
                      <input
                        type="radio"
                        name={`captain-${teamType}`}
                        checked={captain === c.player_id}
                        disabled={!editable || !pick?.kind}
                        onChange={() => section.setValue((v) => ({ ...v, captain: c.player_id }))}
                        aria-describedby={`${id}-name`}
                      />
                      {t('protocol.captain')}
                    </label>
                    <select
                      id={`${id}-kind`}
                      aria-label={`${c.name}: ${t('protocol.role')}`}
                      value={pick?.kind ?? ''}
                      disabled={!editable || (off && !pick?.kind)}
                      onChange={(e) => setPick(c.player_id, { kind: e.target.value as SquadKind | '' })}
                    >
                      <option value="">{t('protocol.notInSquad')}</option>
                      <option value="main">{t('protocol.main')}</option>
                      <option value="substitute">{t('protocol.substitutes')}</option>
                    </select>
                    <input
                      id={`${id}-number`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={99}
                      aria-label={`${c.name}: ${t('protocol.number')}`}
                      value={pick?.number ?? c.number ?? ''}
                      disabled={!editable || !pick?.kind}
                      onChange={(e) => setPick(c.player_id, { number: e.target.value })}
                    />
                  </span>
                  {error && (
                    <small className="pr-error" role="alert">
                      {error}
                    </small>
                  )}
                </li>
              );
            })}
          </ul>
          {editable && (
            <div className="pr-actions" style={{ marginTop: 10 }}>
              <button type="submit" className="lg-button" disabled={save.isPending}>
                {t('protocol.saveSquad')}
              </button>
              <button type="button" className="lg-button lg-button--ghost" onClick={() => void doReset()} disabled={reset.isPending || side.players.length === 0}>
                {t('protocol.resetSquad')}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}

export default function SquadPage() {
  const { t } = useTranslation('cab-matches');
  const { t: tc } = useTranslation('common');
  const params = useParams();
  const tournamentId = Number(params.id);
  const matchId = Number(params.match_id);
  const args = { params: { id: matchId } };
  const squads = useEndpointQuery(endpoints.matches.cabinetSquad, args, { staleTime: 0 });
  const form = useEndpointQuery(endpoints.matches.squadForm, args, { staleTime: 0 });
  const [latest, setLatest] = useState<CabinetSquads | null>(null);
  usePageMeta({ title: t('protocol.squadTitle') });
  const data = latest ?? (squads.status === 'success' ? squads.data.data : null);
  const crumbs = [
    { title: tc('cabinet.title'), to: '/cabinet' },
    { title: t('protocol.matches'), to: paths.refereeMatches() },
    { title: t('protocol.title'), to: paths.matchProtocol(tournamentId, matchId) },
    { title: t('protocol.squadTitle') },
  ];
  if (squads.status === 'error' || form.status === 'error') {
    return (
      <CabinetPage title={t('protocol.squadTitle')} breadcrumbs={crumbs}>
        <p role="alert">{tc('toast.error')}</p>
      </CabinetPage>
    );
  }
  return (
    <CabinetPage title={t('protocol.squadTitle')} breadcrumbs={crumbs}>
      {data && form.status === 'success' && (
        <div className="pr-page pr-page--two">
          {(['host', 'guest'] as const).map((teamType) => {
            const side = data[teamType];
            const candidates = form.data.data[teamType]?.candidates ?? [];
            return side ? <SideForm key={teamType} matchId={matchId} side={side} teamType={teamType} candidates={candidates} editable={data.editable} onSaved={setLatest} /> : null;
          })}
        </div>
      )}
    </CabinetPage>
  );
}
