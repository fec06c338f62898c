// The live match page (beyond the spec): a server-sent event stream per match. Every saved
// event or change of the match reaches the open page within a second as what changed (a
// LiveDelta, ADR 0179), which the page applies without refetching (docs/api.md "Live").
import { object, optional } from 'superstruct';
import { LANGUAGES } from '../contracts/enums';
import { fromQuery, id, oneOf } from '../contracts/fields';
import { fileAnswer } from '../contracts/files';
import { endpoint } from './define';

export const matchLive = endpoint({
  id: 'live.match',
  method: 'GET',
  path: '/matches/:id/live',
  summary:
    'Server-sent events of one match: `ready` with `{"match_id","version"}`, then `event: match` with what changed (`{"match_id","version","kind","event_id?","event?","score","shootout","status","clock"}`, the event in the language of `lang`, else Accept-Language); a version that is not the last plus one, or a `catch-up` message (also after an old `Last-Event-ID`), says something was missed; a comment every 15 s keeps it open',
  tag: 'matches',
  access: 'public',
  params: object({ id: fromQuery(id()) }),
  /** The language of the messages' events (a browser's EventSource sends no Accept-Language of the page's choosing). */
  query: object({ lang: optional(oneOf(LANGUAGES)) }),
  // A stream, not a JSON envelope: declared like a streamed file so route() streams it unchanged.
  response: fileAnswer(['text/event-stream']),
  cacheable: false,
});
