// Referees in the cabinet (issue 32 §2): the super_admin registers, edits and deactivates them.
// Names in kk/ru/en, category, city, birth date and photo are public (the referee pages); phone
// and e-mail are private to the cabinet. An account is linked to a referee by an invitation
// (role referee, scope this record) or a role change (accounts).
import { boolean, type Infer, integer, nullable, object, optional, string, type } from 'superstruct';
import { paginatedEnvelope, TitleRef } from './common';
import { successEnvelope } from './envelope';
import { birthDate, emailAddress, fromQuery, id, oneOf, phoneNumber, translatedText, translatedValues } from './fields';
import { listQuery } from './list-query';
import { firstLastNames, firstLastNameValues } from './person-pieces';
import { DATE_BOUNDS } from '../validation/rules';

export const REFEREE_STATES = ['active', 'inactive'] as const;

export const CabinetRefereesQuery = listQuery({
  sort: ['name', 'category'],
  filters: { state: optional(oneOf(REFEREE_STATES)) },
});
export type CabinetRefereesQuery = Infer<typeof CabinetRefereesQuery>;

export const CabinetReferee = type({
  id: integer(),
  slug: string(),
  /** Last and first name in the request's language. */
  name: string(),
  ...firstLastNameValues,
  ...translatedValues('category'),
  category: nullable(string()),
  city: nullable(TitleRef),
  birth_date: nullable(string()),
  phone: nullable(string()),
  email: nullable(string()),
  photo: nullable(string()),
  active: boolean(),
  /** The account linked to the referee (role referee), if any. */
  account: nullable(type({ id: integer(), email: string(), active: boolean() })),
});
export type CabinetReferee = Infer<typeof CabinetReferee>;
export const CabinetRefereesResponse = paginatedEnvelope(CabinetReferee);
export const CabinetRefereeResponse = successEnvelope(CabinetReferee);

export const RefereeBody = object({
  ...firstLastNames,
  ...translatedText('category', { max: 100 }),
  city_id: optional(nullable(id())),
  birth_date: optional(nullable(birthDate(DATE_BOUNDS.referee))),
  phone: optional(nullable(phoneNumber())),
  email: optional(nullable(emailAddress())),
});
export type RefereeBody = Infer<typeof RefereeBody>;

export const RefereeIdParams = object({ id: fromQuery(id()) });
export type RefereeIdParams = Infer<typeof RefereeIdParams>;

export const RefereeActiveBody = object({ active: boolean() });
export type RefereeActiveBody = Infer<typeof RefereeActiveBody>;

export const RefereePhotoResponse = successEnvelope(type({ id: integer(), photo: string() }));
