// The state of one team's lineup form: the squad as chosen here (opened with the saved one or the
// proposal), the player chosen for a swap, what is said before saving, and the taps and the save.
import { useMemo, useState, type FormEvent } from 'react';
import type { TeamType } from '@league/shared';
import {
  useSection,
  type CabinetSquads,
  type CabinetSquadSide,
  type SquadCandidate,
  type SquadProposal,
} from '@league/shared/cabinet';
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
import { useSquadDifferences } from './use-squad-differences';

export interface SideFormProps {
  matchId: number;
  side: CabinetSquadSide;
  teamType: TeamType;
  candidates: SquadCandidate[];
  proposal?: SquadProposal;
  editable: boolean;
  onSaved: (squads: CabinetSquads) => void;
}

export function useLineup({ matchId, side, teamType, candidates, proposal, editable, onSaved }: SideFormProps) {
  const opening = openingOf(side, proposal, editable);
  const section = useSection(opening.choice, side.version);
  const writes = useSideWrites(matchId, side, teamType, section, onSaved);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const { picks } = section.value;
  const rows = useMemo(() => rowOrder(candidates, section.base), [candidates, section.base]);
  const chosen = chosenOf(candidates, picks);
  const main = chosen.filter((c) => picks[c.player_id]!.kind === 'main').length;
  const differences = useSquadDifferences(section, candidates);
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
  const pick = (id: number, next: Partial<Pick>) => {
    section.setValue((v) => withPick(v, id, next, candidates));
    if (next.kind !== undefined) setChosenId(null);
  };

  return {
    section,
    writes,
    chosenId,
    rows,
    chosen,
    main,
    differences,
    general,
    warnings,
    proposedNow,
    tap,
    submit,
    pick,
    errorOf: (id: number) => rowErrorOf(writes.errors, sentIds, id),
    makeCaptain: (id: number) => section.setValue((v) => ({ ...v, captain: id })),
    makeGoalkeeper: (id: number) => section.setValue((v) => withGoalkeeper(v, id, candidates)),
    clear: () => section.setValue(() => ({ picks: {}, captain: null })),
  };
}
