// GET /datetime, GET /translations.
import { array, literal, number, object, optional, string, type, type Infer } from 'superstruct';
import { text } from './fields';
import { successEnvelope } from './envelope';

export const Datetime = type({
  /** Server time, ISO 8601 in UTC. */
  datetime: string(),
  timezone: literal('Asia/Almaty'),
  /** The same instant as local wall time in Asia/Almaty with its offset ('2026-03-01T15:00:00+05:00'). */
  local: string(),
  offset: string(),
  timestamp: number(),
});
export type Datetime = Infer<typeof Datetime>;
export const DatetimeResponse = successEnvelope(Datetime);
export type DatetimeResponse = Infer<typeof DatetimeResponse>;

export const TranslationsQuery = object({
  filter: optional(object({ tag: optional(text({ max: 100 })) })),
});
export type TranslationsQuery = Infer<typeof TranslationsQuery>;

export const TranslationItem = type({
  key: string(),
  tag: string(),
  /** The value in the request's language, kk when that language has none. */
  value: string(),
});
export type TranslationItem = Infer<typeof TranslationItem>;
export const TranslationsResponse = successEnvelope(array(TranslationItem));
export type TranslationsResponse = Infer<typeof TranslationsResponse>;
