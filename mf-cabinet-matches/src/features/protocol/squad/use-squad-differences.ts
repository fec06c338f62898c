// What differs between the lineup chosen here and the one saved meanwhile (a save over a newer
// version): each player whose role or number differs, and the captain, for the conflict notice.
import { useTranslation } from 'react-i18next';
import type { Difference, Section, SquadCandidate } from '@league/shared/cabinet';
import type { Pick, SquadChoice } from './squad-values';

/** A candidate's name (the id when they are not a candidate). */
export const candidateName = (candidates: SquadCandidate[], id: number) =>
  candidates.find((c) => c.player_id === id)?.name ?? String(id);

export function useSquadDifferences(section: Section<SquadChoice>, candidates: SquadCandidate[]): Difference[] {
  const { t } = useTranslation('cab-matches');
  const { picks, captain } = section.value;
  const name = (id: number) => candidateName(candidates, id);
  const describe = (p: Pick | undefined) =>
    p?.kind
      ? `${p.kind === 'main' ? t('protocol.main') : t('protocol.substitutes')} ${p.number ? `#${p.number}` : ''}`.trim()
      : t('protocol.notInSquad');
  return section.conflict
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
}
