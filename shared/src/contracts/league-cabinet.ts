// The league's own cabinet pages: the feedback inbox (super_admin, media_manager) and the
// first-start checklist (super_admin). A message's `version` moves with each change (read,
// handled, answered): a change names the version it was made from, a stale one is a 409 with
// the message as it is now — two people never answer one parent twice without seeing it.
import { array, boolean, enums, type Infer, integer, nullable, object, optional, string, type } from 'superstruct';
export { IdParams as FeedbackIdParams } from './league';
import { NameRef, paginatedEnvelope } from './common';
import { successEnvelope } from './envelope';
import { int, text } from './fields';
import { listQuery } from './list-query';

export const FEEDBACK_STATES = ['unread', 'open', 'handled'] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];
export const REPLY_LIMITS = { text: 5000 } as const;

export const FeedbackListQuery = listQuery({
  sort: ['created_at'],
  filters: { state: optional(enums(FEEDBACK_STATES)) },
});
export type FeedbackListQuery = Infer<typeof FeedbackListQuery>;

export const FeedbackReply = type({
  id: integer(),
  text: string(),
  author: nullable(NameRef),
  created_at: string(),
  /** The e-mail's progress in the outbox: due → sent (or failed after its tries). */
  email_state: enums(['due', 'sending', 'sent', 'failed', 'off']),
});
export type FeedbackReply = Infer<typeof FeedbackReply>;

export const FeedbackMessage = type({
  id: integer(),
  name: string(),
  phone: string(),
  email: nullable(string()),
  text: string(),
  created_at: string(),
  read_at: nullable(string()),
  handled_at: nullable(string()),
  handled_by: nullable(NameRef),
  replies: array(FeedbackReply),
  version: integer(),
});
export type FeedbackMessage = Infer<typeof FeedbackMessage>;

export const FeedbackListResponse = paginatedEnvelope(FeedbackMessage);
export type FeedbackListResponse = Infer<typeof FeedbackListResponse>;
export const FeedbackMessageResponse = successEnvelope(FeedbackMessage);
export const FeedbackCountsResponse = successEnvelope(type({ unread: integer(), open: integer() }));
export type FeedbackCounts = Infer<typeof FeedbackCountsResponse>['data'];

const version = () => int({ min: 0 });

export const FeedbackReadBody = object({ version: version() });
export const FeedbackHandledBody = object({ version: version(), handled: boolean() });
export const FeedbackReplyBody = object({
  version: version(),
  text: text({ required: true, max: REPLY_LIMITS.text }),
});
export type FeedbackReplyBody = Infer<typeof FeedbackReplyBody>;

/** The first-start checklist's items, in the order a new league does them. */
export const FIRST_START_ITEMS = ['identity', 'accounts', 'referees', 'registry', 'season', 'tournament'] as const;
export type FirstStartItem = (typeof FIRST_START_ITEMS)[number];

export const FirstStart = type({
  items: array(type({ key: enums(FIRST_START_ITEMS), done: boolean(), count: integer() })),
  /** Every item done: the super_admin's home is the tournaments list again. */
  done: boolean(),
});
export type FirstStart = Infer<typeof FirstStart>;
export const FirstStartResponse = successEnvelope(FirstStart);
