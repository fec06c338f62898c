// One team's match squad: who starts, who is a substitute, their numbers and the captain, with
// the counts; saved or reset with the side's version (its writes: use-side-writes.ts).
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamType } from '@league/shared';
import { ConflictNotice, useConfirm, useSection, type CabinetSquads, type CabinetSquadSide, type Difference, type SquadCandidate } from '@league/shared/cabinet';
import { CandidateRow } from './candidate-row';
import { chosenOf, picksOf, rowErrorOf, squadPlayers, withPick, type Pick } from './squad-values';
import { useSideWrites } from './use-side-writes';

interface SideFormProps {
  matchId: number;
  side: CabinetSquadSide;
  teamType: TeamType;
  candidates: SquadCandidate[];
  editable: boolean;
  onSaved: (squads: CabinetSquads) => void;
}

export function SideForm({ matchId, side, teamType, candidates, editable, onSaved }: SideFormProps) {
  const { t } = useTranslation('cab-matches');
  const { confirm, dialog } = useConfirm();
  const section = useSection(picksOf(side), side.version);
  const writes = useSideWrites(matchId, side, teamType, section, onSaved);
  const { picks, captain } = section.value;
  const chosen = chosenOf(candidates, picks);
  const main = chosen.filter((c) => picks[c.player_id]!.kind === 'main').length;
  const name = (id: number) => candidates.find((c) => c.player_id === id)?.name ?? String(id);
  const describe = (p: Pick | undefined) => (p?.kind ? `${p.kind === 'main' ? t('protocol.main') : t('protocol.substitutes')} ${p.number ? `#${p.number}` : ''}`.trim() : t('protocol.notInSquad'));
  const differences: Difference[] = section.conflict
    ? [...new Set([...Object.keys(section.conflict.picks), ...Object.keys(picks)].map(Number))]
        .filter((id) => JSON.stringify(section.conflict!.picks[id] ?? null) !== JSON.stringify(picks[id] ?? null))
        .map((id) => ({ label: name(id), mine: describe(picks[id]), theirs: describe(section.conflict!.picks[id]) }))
        .concat(section.conflict.captain !== captain ? [{ label: t('protocol.captain'), mine: captain ? name(captain) : '', theirs: section.conflict.captain ? name(section.conflict.captain) : '' }] : [])
    : [];
  const sentIds = chosen.map((c) => c.player_id);
  const general = [writes.errors.players, writes.errors.captain, writes.errors.goalkeeper, writes.errors.team_id].filter(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void writes.save({ players: squadPlayers(candidates, section.value) });
  };
  const doReset = async () => {
    if (await confirm({ title: t('protocol.confirmReset', { team: side.team.title }), message: side.team.title, confirmLabel: t('protocol.resetSquad'), danger: true })) await writes.reset();
  };

  return (
    <section className="pr-card" aria-labelledby={`squad-${teamType}`}>
      {dialog}
      <h2 id={`squad-${teamType}`}>{side.team.title}</h2>
      <p className="pr-hint" aria-live="polite">
        {t('protocol.counts', { main, subs: chosen.length - main })}
      </p>
      {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
      {(writes.message || general.length > 0) && (
        <div className="pr-error" role="alert">
          {general.length ? general.map((g) => <p key={g}>{g}</p>) : <p>{writes.message}</p>}
        </div>
      )}
      {candidates.length === 0 ? (
        <p>{t('protocol.noCandidates')}</p>
      ) : (
        <form onSubmit={submit}>
          <ul className="pr-squad">
            {candidates.map((c) => (
              <CandidateRow
                key={c.player_id}
                candidate={c}
                teamType={teamType}
                pick={picks[c.player_id]}
                captain={captain === c.player_id}
                editable={editable}
                error={rowErrorOf(writes.errors, sentIds, c.player_id)}
                onPick={(next) => section.setValue((v) => withPick(v, c.player_id, next, candidates))}
                onCaptain={() => section.setValue((v) => ({ ...v, captain: c.player_id }))}
              />
            ))}
          </ul>
          {editable && (
            <div className="pr-actions" style={{ marginTop: 10 }}>
              <button type="submit" className="lg-button" disabled={writes.saving}>
                {t('protocol.saveSquad')}
              </button>
              <button type="button" className="lg-button lg-button--ghost" onClick={() => void doReset()} disabled={writes.resetting || side.players.length === 0}>
                {t('protocol.resetSquad')}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
