// The match sheet checked and signed (ADR 0212): before kick-off each listed player's identity
// checked (or the player refused to play); after the final whistle the referee closes the sheet
// and each team's official confirms it or disputes it with a reason — from their own account, or
// on the referee's phone with their own e-mail and signing PIN (set in their own cabinet). Both confirmed: the protocol is
// locked; the league reopens it only with a reason. Everything is in the sheet's history.
import { array, boolean, type Infer, nullable, number, object, optional, string, type } from 'superstruct';
import { successEnvelope } from './envelope';
import { dateTimeText, digitsText, emailAddress, fromQuery, id, oneOf, text } from './fields';
import { fileAnswer } from './files';

export const IDENTITY_STATUSES = ['unchecked', 'checked', 'refused'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
export const SIGNOFF_DECISIONS = ['confirm', 'dispute'] as const;
export const SHEET_ACTIONS = [
  'identity_checked',
  'identity_refused',
  'identity_cleared',
  'closed',
  'confirmed',
  'disputed',
  'locked',
  'reopened',
] as const;
export type SheetAction = (typeof SHEET_ACTIONS)[number];

const SheetPlayer = type({
  player_id: number(),
  name: string(),
  number: nullable(number()),
  kind: string(),
  birth_year: nullable(number()),
  /** The player's photo (public image) for the check, or null. */
  photo: nullable(string()),
  /**
   * The photo is a private file (ADR 0253): fetched with the token from the sheet's photo
   * endpoint (`matchSheet.photo`) by those who may read the sheet; `photo` is null then.
   */
  photo_private: optional(boolean()),
  status: oneOf(IDENTITY_STATUSES),
});
export type SheetPlayer = Infer<typeof SheetPlayer>;

const SheetSide = type({
  team: type({ id: number(), title: string() }),
  players: array(SheetPlayer),
});

const Signoff = type({
  status: oneOf(['confirmed', 'disputed'] as const),
  reason: nullable(string()),
  /** Who signed (the team's official), and whether on the referee's device. */
  by: nullable(string()),
  on_device: boolean(),
  at: string(),
});
export type Signoff = Infer<typeof Signoff>;

const HistoryEntry = type({
  at: string(),
  action: oneOf(SHEET_ACTIONS),
  team_type: nullable(oneOf(['host', 'guest'] as const)),
  player: nullable(string()),
  reason: nullable(string()),
  by: nullable(string()),
});
export type SheetHistoryEntry = Infer<typeof HistoryEntry>;

export const MatchSheet = type({
  match_id: number(),
  status: string(),
  locked: boolean(),
  /** Identities are checked while the match has not finished. */
  checking: boolean(),
  closed_at: nullable(string()),
  sides: type({ host: SheetSide, guest: SheetSide }),
  signoffs: type({ host: nullable(Signoff), guest: nullable(Signoff) }),
  permissions: type({
    /** Mark identities (the referee, the league). */
    check: boolean(),
    /** Close the sheet after the final whistle. */
    close: boolean(),
    /** The sides this user signs for from their own account (a team's official). */
    sign: array(oneOf(['host', 'guest'] as const)),
    /** An official may sign on this device with their own e-mail and password (the referee's phone). */
    sign_on_device: boolean(),
    /** Reopen a locked sheet, with a reason (the league). */
    reopen: boolean(),
  }),
  history: array(HistoryEntry),
});
export type MatchSheet = Infer<typeof MatchSheet>;
export const MatchSheetResponse = successEnvelope(MatchSheet);

export const IdentityBody = object({
  player_id: id(),
  status: oneOf(IDENTITY_STATUSES),
});
export type IdentityBody = Infer<typeof IdentityBody>;

export const SignBody = object({
  team_type: oneOf(['host', 'guest'] as const),
  decision: oneOf(SIGNOFF_DECISIONS),
  /** Required for a dispute. */
  reason: optional(nullable(text({ max: 1000 }))),
  /** On the referee's device: the official's own e-mail and signing PIN. */
  email: optional(emailAddress()),
  pin: optional(text({ max: 20 })),
});
export type SignBody = Infer<typeof SignBody>;

/** A signing PIN's length: six digits. */
export const SIGNING_PIN_LENGTH = 6;
/** Wrong PINs in a row before an official's PIN is refused for SIGNING_PIN_LOCK_MINUTES. */
export const SIGNING_PIN_ATTEMPTS = 5;
export const SIGNING_PIN_LOCK_MINUTES = 15;

/** A team official sets (or changes) their signing PIN, with their current password. */
export const SigningPinBody = object({
  pin: digitsText(SIGNING_PIN_LENGTH),
  current_password: text({ required: true, max: 128 }),
});
export type SigningPinBody = Infer<typeof SigningPinBody>;

/** Whether the official has a signing PIN, and since when (never the PIN). */
export const SigningPinState = type({ set: boolean(), updated_at: nullable(dateTimeText()) });
export type SigningPinState = Infer<typeof SigningPinState>;
export const SigningPinResponse = successEnvelope(SigningPinState);

export const SheetPhotoParams = object({ id: fromQuery(id()), player_id: fromQuery(id()) });
export type SheetPhotoParams = Infer<typeof SheetPhotoParams>;
/** A listed player's private photo, as bytes. */
export const SheetPhotoResponse = fileAnswer(['image/jpeg', 'image/png', 'image/webp']);

export const ReopenBody = object({ reason: text({ required: true, min: 3, max: 1000 }) });
export type ReopenBody = Infer<typeof ReopenBody>;
