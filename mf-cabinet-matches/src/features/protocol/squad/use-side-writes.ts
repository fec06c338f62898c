// The writes of one team's match squad: save and reset, each naming the side's version. A 409 over
// an open squad shows what was saved meanwhile and keeps the choices made here; any other refusal
// is said on its rows or above them.
import { useState } from 'react';
import { errorMessage, fieldErrors, useEndpointMutation, type TeamType } from '@league/shared';
import { endpoints, openConflictOf, useNotify, type CabinetSquads, type CabinetSquadSide, type Section } from '@league/shared/cabinet';
import { picksOf, type SquadChoice } from './squad-values';

type Body = { players: { player_id: number; kind: 'main' | 'substitute'; number: number; is_captain: boolean }[] };

export function useSideWrites(matchId: number, side: CabinetSquadSide, teamType: TeamType, section: Section<SquadChoice>, onSaved: (squads: CabinetSquads) => void) {
  const notify = useNotify();
  const save = useEndpointMutation(endpoints.matches.saveSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const reset = useEndpointMutation(endpoints.matches.resetSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const run = async (write: () => Promise<{ data: CabinetSquads }>) => {
    setErrors({});
    setMessage(null);
    try {
      const saved = await write();
      const mine = saved.data[teamType]!;
      section.saved(picksOf(mine), mine.version);
      onSaved(saved.data);
      notify.success('squadsSaved');
    } catch (error) {
      const current = openConflictOf<CabinetSquads>(error, (squads) => squads.editable);
      if (current?.[teamType]) section.conflicted(picksOf(current[teamType]), current[teamType]!.version);
      else {
        setErrors(fieldErrors(error));
        setMessage(errorMessage(error));
      }
      notify.error('squadsError');
    }
  };

  return {
    save: (body: Body) => run(() => save.mutateAsync({ params: { id: matchId }, body: { team_id: side.team.id, version: section.version, ...body } })),
    reset: () => run(() => reset.mutateAsync({ params: { id: matchId }, body: { team_id: side.team.id, version: section.version } })),
    errors,
    message,
    saving: save.isPending,
    resetting: reset.isPending,
  };
}
