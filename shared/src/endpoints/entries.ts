// Teams' requests to enter a tournament (ADR 0176): a command_admin asks with one of its club's
// teams while the tournament's entry window is open; the league accepts (the team is in the
// tournament as if added by hand) or refuses with a reason.
import {
  EntryDecisionBody,
  EntryParams,
  EntryRequestBody,
  EntryRequestResponse,
  TournamentEntriesResponse,
} from '../contracts/seasons';
import { TournamentIdParams } from '../contracts/tournaments';
import { endpoint } from './define';

const tag = 'entries';

export const list = endpoint({
  id: 'entries.list',
  method: 'GET',
  path: '/cabinet/tournaments/:id/entries',
  summary: "A tournament's entry window and requests (a command_admin: its club's, and the teams that may ask now)",
  tag,
  access: 'tournamentDetail',
  params: TournamentIdParams,
  response: TournamentEntriesResponse,
});

export const request = endpoint({
  id: 'entries.request',
  method: 'POST',
  path: '/cabinet/tournaments/:id/entries',
  summary:
    "Asks to enter the tournament with one of the club's teams (window open, birth year in the band, no open request)",
  tag,
  access: 'commandAdmin',
  params: TournamentIdParams,
  body: EntryRequestBody,
  response: EntryRequestResponse,
});

export const decide = endpoint({
  id: 'entries.decide',
  method: 'POST',
  path: '/cabinet/tournaments/:id/entries/:entry_id/decision',
  summary: 'Accepts a pending request (the team joins the tournament) or refuses it with a reason',
  tag,
  access: 'superAdmin',
  params: EntryParams,
  body: EntryDecisionBody,
  response: EntryRequestResponse,
});
