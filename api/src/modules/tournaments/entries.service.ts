// Teams' requests to enter a tournament (ADR 0176). The league sets an entry window on the
// tournament (both days included, Almaty's day); while it is open a command_admin asks with one of
// its club's teams that fits the tournament (active, birth year in the band, same gender) and is
// neither in it nor asking already. The league accepts — the team is in the tournament exactly as
// if added by hand (the cabinet's `admitTeam`, in the same transaction) — or refuses with a reason.
// Both sides are told (notify, inside the write's transaction, names in every language).
//
// Locks: a request and a decision lock the tournament's row first (the lock order of
// docs/architecture.md), then the request; so two requests of one team, or an accept and a refuse
// of one request, are one after the other: the second finds the first's result (409 with it).
// The use cases are in entries/; this is the service the routes call.
import type { EntryDecisionBody, Language } from '@league/shared/contracts';
import type { CurrentUser } from '../auth/index';
import { decideEntry } from './entries/decide';
import { entriesDeps, type EntriesInput } from './entries/deps';
import { listEntries } from './entries/list';
import { requestEntry } from './entries/request';

export function createEntriesService(input: EntriesInput) {
  const deps = entriesDeps(input);
  return {
    /** GET /cabinet/tournaments/:id/entries. */
    list: (language: Language, user: CurrentUser, id: number) => listEntries(deps, language, user, id),
    /** POST /cabinet/tournaments/:id/entries (command_admin). */
    request: (language: Language, user: CurrentUser, id: number, teamId: number) =>
      requestEntry(deps, language, user, id, teamId),
    /** POST /cabinet/tournaments/:id/entries/:entry_id/decision (super_admin). */
    decide: (language: Language, user: CurrentUser, id: number, entryId: number, body: EntryDecisionBody) =>
      decideEntry(deps, language, user, id, entryId, body),
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
