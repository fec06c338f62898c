// One part of the match sheet on the protocol page (ADR 0212): the identity check (before the
// final whistle) or the sign-off (after it), each reading the same sheet.
import { IdentitySection } from './identity-section';
import { SignoffSection } from './signoff-section';
import { useSheet } from './use-sheet';

export function SheetPart({ matchId, part, teams }: { matchId: number; part: 'identity' | 'signoff'; teams: string }) {
  const api = useSheet(matchId);
  if (!api.sheet) return null;
  return part === 'identity' ? (
    <IdentitySection sheet={api.sheet} api={api} />
  ) : (
    <SignoffSection sheet={api.sheet} api={api} teams={teams} />
  );
}
