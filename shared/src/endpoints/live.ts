// The live match page (beyond the spec): a server-sent event stream per match. Every saved
// event or change of the match reaches the open page within a second; the page refetches the
// match on each message (docs/api.md "Live").
import { object } from 'superstruct';
import { fromQuery, id } from '../contracts/fields';
import { fileAnswer } from '../contracts/files';
import { endpoint } from './define';

export const matchLive = endpoint({
  id: 'live.match',
  method: 'GET',
  path: '/matches/:id/live',
  summary:
    'Server-sent events of one match: `event: match` with `{"match_id","source","op"}` on every change of its events or of the match; a comment every 15 s keeps it open; after `Last-Event-ID` a `catch-up` message says something may have been missed',
  tag: 'matches',
  access: 'public',
  params: object({ id: fromQuery(id()) }),
  // A stream, not a JSON envelope: declared like a streamed file so route() streams it unchanged.
  response: fileAnswer(['text/event-stream']),
  cacheable: false,
});
