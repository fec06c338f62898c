// How the API's answer to one team's squad write is shown: saved (the form takes the saved squad),
// or refused — a 409 over an open squad shows what was saved meanwhile, unless it is exactly what
// was sent (then it is saved); any other refusal is said on its rows or above them.
import { useState } from 'react';
import { errorMessage, fieldErrors, type TeamType } from '@league/shared';
import { openConflictOf, useNotify, type CabinetSquads, type Section } from '@league/shared/cabinet';
import type { Body } from './squad-outbox';
import { picksOf, sameSquad, type SquadChoice } from './squad-values';

export function useSquadAnswers(
  teamType: TeamType,
  section: Section<SquadChoice>,
  onSaved: (squads: CabinetSquads) => void,
) {
  const notify = useNotify();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const done = (squads: CabinetSquads) => {
    const mine = squads[teamType]!;
    section.saved(picksOf(mine), mine.version);
    onSaved(squads);
    notify.success('squadsSaved');
  };
  const refused = (error: unknown, sent?: Body) => {
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
  };
  /** A new write: the refusals of the last one are gone. */
  const clear = () => {
    setErrors({});
    setMessage(null);
  };
  return { errors, message, done, refused, clear };
}
