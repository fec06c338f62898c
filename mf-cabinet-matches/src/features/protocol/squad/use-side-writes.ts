// The writes of one team's match squad: save and reset, each naming the side's version. A 409 over
// an open squad shows what was saved meanwhile and keeps the choices made here — unless what was
// saved is exactly what this save sent (the same save repeated after its answer was lost): then it
// is saved. Any other refusal is said on its rows or above them.
import { useState } from 'react';
import { errorMessage, fieldErrors, useEndpointMutation, type TeamType } from '@league/shared';
import { endpoints, openConflictOf, useNotify, type CabinetSquads, type CabinetSquadSide, type Section } from '@league/shared/cabinet';
import { picksOf, sameSquad, type SquadBodyPlayer, type SquadChoice } from './squad-values';

type Body = { players: SquadBodyPlayer[] };

export function useSideWrites(matchId: number, side: CabinetSquadSide, teamType: TeamType, section: Section<SquadChoice>, onSaved: (squads: CabinetSquads) => void) {
  const notify = useNotify();
  const save = useEndpointMutation(endpoints.matches.saveSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const reset = useEndpointMutation(endpoints.matches.resetSquad, { invalidates: [endpoints.matches.cabinetEvents] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const run = async (write: () => Promise<{ data: CabinetSquads }>, sent?: Body) => {
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
      const theirs = current?.[teamType];
      if (theirs && sent && sameSquad(theirs, sent)) {
        section.saved(picksOf(theirs), theirs.version);
        onSaved(current!);
        notify.success('squadsSaved');
        return;
      }
      if (theirs) section.conflicted(picksOf(theirs), theirs.version);
      else {
        setErrors(fieldErrors(error));
        setMessage(errorMessage(error));
      }
      notify.error('squadsError');
    }
  };

  return {
    save: (body: Body) => run(() => save.mutateAsync({ params: { id: matchId }, body: { team_id: side.team.id, version: section.version, ...body } }), body),
    reset: () => run(() => reset.mutateAsync({ params: { id: matchId }, body: { team_id: side.team.id, version: section.version } })),
    errors,
    message,
    saving: save.isPending,
    resetting: reset.isPending,
  };
}
