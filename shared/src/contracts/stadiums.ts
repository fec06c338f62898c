// Stadiums of the cabinet (super_admin): the list query, one stadium as the cabinet shows and
// edits it, and the body of a create or an update (spec §7: "Stadiums: CRUD").
import { type Infer, integer, nullable, number, object, optional, string, type } from 'superstruct';
import { paginatedEnvelope, TitleRef } from './common';
import { successEnvelope } from './envelope';
import { fromQuery, id, int, translatedText, translatedValues } from './fields';
import { listQuery } from './list-query';

export const StadiumsQuery = listQuery({ sort: ['title', 'city'], filters: { city_id: optional(fromQuery(id())) } });
export type StadiumsQuery = Infer<typeof StadiumsQuery>;

export const RecordIdParams = object({ id: fromQuery(id()) });
export type RecordIdParams = Infer<typeof RecordIdParams>;

export const CabinetStadium = type({
  id: integer(),
  slug: string(),
  /** In the request's language (kk when empty). */
  title: string(),
  ...translatedValues('title', { required: true }),
  address: nullable(string()),
  ...translatedValues('address'),
  city: nullable(TitleRef),
  capacity: nullable(number()),
  /** Matches played or planned there: a stadium with any cannot be deleted. */
  matches_count: number(),
});
export type CabinetStadium = Infer<typeof CabinetStadium>;
export const CabinetStadiumsResponse = paginatedEnvelope(CabinetStadium);
export type CabinetStadiumsResponse = Infer<typeof CabinetStadiumsResponse>;
export const CabinetStadiumResponse = successEnvelope(CabinetStadium);

const TITLE_MAX = 255;
const ADDRESS_MAX = 500;

export const StadiumBody = object({
  ...translatedText('title', { required: true, max: TITLE_MAX }),
  ...translatedText('address', { max: ADDRESS_MAX }),
  city_id: id(),
  capacity: optional(nullable(int({ min: 0, max: 500_000 }))),
});
export type StadiumBody = Infer<typeof StadiumBody>;

export const DeletedResponse = successEnvelope(type({ id: integer() }));
