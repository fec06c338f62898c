// One team's lineup: it opens with the saved squad, or — none saved — with the proposal (the
// team's last lineup in this tournament, or its application; ADR 0174), so one tap on Save
// confirms it. A tap on a player chooses him and shows his actions (a new role lets him go); a
// tap on another player then swaps the two (starter, substitute, not named). The squad rules are
// said before saving, the API's refusals on their rows; a save over a newer version shows what
// changed and keeps the choices made here (its writes: use-side-writes.ts).
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale, type TeamType } from '@league/shared';
import {
  ConflictNotice,
  useConfirm,
  useSection,
  type CabinetSquads,
  type CabinetSquadSide,
  type Difference,
  type SquadCandidate,
  type SquadProposal,
} from '@league/shared/cabinet';
import { LineupRow } from './lineup-row';
import {
  chosenOf,
  openingOf,
  rowErrorOf,
  rowOrder,
  squadPlayers,
  swapPicks,
  warningsOf,
  withGoalkeeper,
  withPick,
  type Pick,
} from './squad-values';
import { useSideWrites } from './use-side-writes';

interface SideFormProps {
  matchId: number;
  side: CabinetSquadSide;
  teamType: TeamType;
  candidates: SquadCandidate[];
  proposal?: SquadProposal;
  editable: boolean;
  onSaved: (squads: CabinetSquads) => void;
}

export function SideForm({ matchId, side, teamType, candidates, proposal, editable, onSaved }: SideFormProps) {
  const { t } = useTranslation('cab-matches');
  const locale = useLocale();
  const { confirm, dialog } = useConfirm();
  const opening = openingOf(side, proposal, editable);
  const section = useSection(opening.choice, side.version);
  const writes = useSideWrites(matchId, side, teamType, section, onSaved);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const { picks, captain } = section.value;
  const rows = useMemo(() => rowOrder(candidates, section.base), [candidates, section.base]);
  const chosen = chosenOf(candidates, picks);
  const main = chosen.filter((c) => picks[c.player_id]!.kind === 'main').length;
  const name = (id: number) => candidates.find((c) => c.player_id === id)?.name ?? String(id);
  const describe = (p: Pick | undefined) =>
    p?.kind
      ? `${p.kind === 'main' ? t('protocol.main') : t('protocol.substitutes')} ${p.number ? `#${p.number}` : ''}`.trim()
      : t('protocol.notInSquad');
  const differences: Difference[] = section.conflict
    ? [...new Set([...Object.keys(section.conflict.picks), ...Object.keys(picks)].map(Number))]
        .filter((id) => describe(section.conflict!.picks[id]) !== describe(picks[id]))
        .map((id) => ({ label: name(id), mine: describe(picks[id]), theirs: describe(section.conflict!.picks[id]) }))
        .concat(
          section.conflict.captain !== captain
            ? [
                {
                  label: t('protocol.captain'),
                  mine: captain ? name(captain) : '',
                  theirs: section.conflict.captain ? name(section.conflict.captain) : '',
                },
              ]
            : [],
        )
    : [];
  const sentIds = chosen.map((c) => c.player_id);
  const general = [
    writes.errors.players,
    writes.errors.captain,
    writes.errors.goalkeeper,
    writes.errors.team_id,
  ].filter(Boolean);
  const warnings = editable ? warningsOf(section.value) : [];
  const proposedNow = opening.proposed && proposal !== undefined;

  const tap = (id: number) => {
    if (chosenId === null || chosenId === id) return setChosenId(chosenId === id ? null : id);
    const a = picks[chosenId]?.kind ?? '';
    const b = picks[id]?.kind ?? '';
    if (a === b) return setChosenId(id);
    section.setValue((v) => swapPicks(v, chosenId, id, candidates));
    setChosenId(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChosenId(null);
    void writes.save({ players: squadPlayers(candidates, section.value) });
  };
  const doReset = async () => {
    if (
      await confirm({
        title: t('protocol.confirmReset', { team: side.team.title }),
        message: side.team.title,
        confirmLabel: t('protocol.resetSquad'),
        danger: true,
      })
    )
      await writes.reset();
  };

  return (
    <section className="pr-card sq-side" aria-labelledby={`squad-${teamType}`}>
      {dialog}
      <form onSubmit={submit}>
        <div className="sq-head">
          <h2 id={`squad-${teamType}`}>{side.team.title}</h2>
          {editable && candidates.length > 0 && (
            <button type="submit" className="lg-button sq-save" disabled={writes.saving}>
              {t('protocol.saveSquad')}
            </button>
          )}
        </div>
        {proposedNow && (
          <p className="sq-proposed">
            {proposal.source === 'last_match' && proposal.match
              ? t('lineup.proposedLast', {
                  opponent: proposal.match.opponent,
                  date: formatDate(proposal.match.date_time, 'short', locale),
                })
              : t('lineup.proposedApplication')}
          </p>
        )}
        <p className="pr-hint" aria-live="polite">
          {t('protocol.counts', { main, subs: chosen.length - main })}
        </p>
        {warnings.length > 0 && (
          <ul className="sq-warnings" aria-live="polite">
            {warnings.map((w) => (
              <li key={w}>{t(`lineup.warnings.${w}`)}</li>
            ))}
          </ul>
        )}
        {section.conflict && <ConflictNotice differences={differences} onTake={section.take} />}
        {writes.waiting && (
          <p className="pr-waiting" role="status" data-testid={`squad-waiting-${teamType}`}>
            {t('outbox.item')}
          </p>
        )}
        {(writes.message || general.length > 0) && (
          <div className="pr-error" role="alert">
            {general.length ? general.map((g) => <p key={g}>{g}</p>) : <p>{writes.message}</p>}
          </div>
        )}
        {candidates.length === 0 ? (
          <p>{t('protocol.noCandidates')}</p>
        ) : (
          <>
            {editable && (
              <p className="pr-hint" aria-live="polite">
                {chosenId === null ? t('lineup.tapHint') : t('lineup.swapWith', { name: name(chosenId) })}
              </p>
            )}
            <ul className="sq-list">
              {rows.map((c) => (
                <LineupRow
                  key={c.player_id}
                  candidate={c}
                  teamType={teamType}
                  pick={picks[c.player_id]}
                  captain={captain === c.player_id}
                  chosen={chosenId === c.player_id}
                  editable={editable}
                  error={rowErrorOf(writes.errors, sentIds, c.player_id)}
                  onTap={() => tap(c.player_id)}
                  onPick={(next) => {
                    section.setValue((v) => withPick(v, c.player_id, next, candidates));
                    if (next.kind !== undefined) setChosenId(null);
                  }}
                  onCaptain={() => section.setValue((v) => ({ ...v, captain: c.player_id }))}
                  onGoalkeeper={() => section.setValue((v) => withGoalkeeper(v, c.player_id, candidates))}
                />
              ))}
            </ul>
            {editable && (
              <div className="pr-actions sq-foot">
                <button
                  type="button"
                  className="lg-button lg-button--ghost"
                  onClick={() => section.setValue(() => ({ picks: {}, captain: null }))}
                  disabled={chosen.length === 0}
                >
                  {t('lineup.clear')}
                </button>
                <button
                  type="button"
                  className="lg-button lg-button--ghost"
                  onClick={() => void doReset()}
                  disabled={writes.resetting || side.players.length === 0}
                >
                  {t('protocol.resetSquad')}
                </button>
              </div>
            )}
          </>
        )}
      </form>
    </section>
  );
}
