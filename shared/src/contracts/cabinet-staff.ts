// Staff (coaches, officials) in the cabinet: the list, a member's page and form, the bodies.
import { DATE_BOUNDS } from '../validation/rules';
import { type Infer, nullable, object, optional, string, type } from 'superstruct';
import {
  PERSON_STATUSES,
  documentState,
  identity,
  names,
  personCard,
  personCreate,
  personFilters,
  personForm,
  personItem,
  personPage,
  personSwitch,
  personValues,
} from './person-pieces';
import { STAFF_KINDS } from './enums';
import { birthDate, dateText, id, oneOf, text, translatedText, translatedValues } from './fields';
import { listQuery } from './list-query';
import { paginatedEnvelope } from './common';
import { successEnvelope } from './envelope';

// ---------------------------------------------------------------- staff

export const CabinetStaffQuery = listQuery({
  sort: ['name', 'kind'],
  filters: { ...personFilters, kind: optional(oneOf(STAFF_KINDS)) },
});
export type CabinetStaffQuery = Infer<typeof CabinetStaffQuery>;

/** A staff member's own facts as the list and the card show them. */
const staffFacts = {
  kind: oneOf(STAFF_KINDS),
  position: nullable(string()),
  birth_date: nullable(dateText()),
};

export const CabinetStaffMember = type({
  ...personItem,
  ...staffFacts,
  ...documentState,
});
export type CabinetStaffMember = Infer<typeof CabinetStaffMember>;
export const CabinetStaffResponse = paginatedEnvelope(CabinetStaffMember);
export type CabinetStaffResponse = Infer<typeof CabinetStaffResponse>;

export const CabinetStaffCard = type({
  ...personCard,
  ...staffFacts,
  /** null for a provider. */
  phone: nullable(string()),
  email: nullable(string()),
  license_number: nullable(string()),
});
export type CabinetStaffCard = Infer<typeof CabinetStaffCard>;

export const CabinetStaffDetail = type({ staff: CabinetStaffCard, ...personPage });
export type CabinetStaffDetail = Infer<typeof CabinetStaffDetail>;
export const CabinetStaffDetailResponse = successEnvelope(CabinetStaffDetail);

const staffFields = {
  ...names,
  kind: oneOf(STAFF_KINDS),
  ...translatedText('position', { max: 255 }),
  birth_date: optional(nullable(birthDate(DATE_BOUNDS.staff))),
  phone: optional(nullable(text({ max: 32 }))),
  email: optional(nullable(text({ max: 254 }))),
  license_number: optional(nullable(text({ max: 64 }))),
  ...translatedText('biography', { max: 5000 }),
  ...identity,
};

export const StaffCreateBody = object({ ...staffFields, ...personCreate });
export type StaffCreateBody = Infer<typeof StaffCreateBody>;
export const StaffEditBody = object(staffFields);
export type StaffEditBody = Infer<typeof StaffEditBody>;
/** Only the fields sent are changed (the status among them). */
export const StaffPatchBody = object({
  ...staffFields,
  first_name_kk: optional(staffFields.first_name_kk),
  last_name_kk: optional(staffFields.last_name_kk),
  kind: optional(staffFields.kind),
  status: optional(oneOf(PERSON_STATUSES)),
});
export type StaffPatchBody = Infer<typeof StaffPatchBody>;

export const StaffFormValues = type({
  ...personValues,
  kind: oneOf(STAFF_KINDS),
  ...translatedValues('position'),
  birth_date: nullable(dateText()),
  phone: nullable(string()),
  email: nullable(string()),
  license_number: nullable(string()),
  ...translatedValues('biography'),
});
export type StaffFormValues = Infer<typeof StaffFormValues>;
export const StaffForm = personForm(StaffFormValues);
export type StaffForm = Infer<typeof StaffForm>;
export const StaffFormResponse = successEnvelope(StaffForm);

export const StaffSwitchTeamBody = object({ staff_id: id(), ...personSwitch });
export type StaffSwitchTeamBody = Infer<typeof StaffSwitchTeamBody>;
