// A staff body's column values and the checks of its contacts (the cabinet's writes and the
// registry import share them).
import type { StaffCreateBody, StaffPatchBody } from '@league/shared/contracts';
import { AppError } from '../../../lib/errors';
import { orNull } from '../../../lib/text';
import { nameValues, newPersonRow } from '../../players/index';
import type * as repository from '../staff.repository';

/** Column values of the fields a body carries (the registry import writes with it too). */
export function staffColumns(body: StaffPatchBody): repository.StaffValues {
  const out: repository.StaffValues = { ...nameValues(body) };
  if (body.kind !== undefined) out.kind = body.kind;
  for (const key of [
    'position_kk',
    'position_ru',
    'position_en',
    'biography_kk',
    'biography_ru',
    'biography_en',
    'phone',
    'license_number',
    'identity_number',
  ] as const) {
    if (body[key] !== undefined) out[key] = orNull(body[key]);
  }
  if (body.email !== undefined) out.email = orNull(body.email)?.toLowerCase() ?? null;
  if (body.birth_date !== undefined) out.birth_date = body.birth_date;
  if (body.identity_kind !== undefined) out.identity_kind = body.identity_kind;
  if (body.citizenship !== undefined) out.citizenship = body.citizenship;
  if (body.status !== undefined) out.status = body.status;
  return out;
}

/** A new staff member's row from a create body, under its slug (the registry import writes it too). */
export const newStaffRow = (body: StaffCreateBody, slug: string) => newPersonRow(staffColumns(body), slug);

/** Contact fields are checked here (the contract only limits their length). */
export function checkContacts(body: StaffPatchBody): void {
  const fields = contactIssues(body);
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

/** The problems of a body's phone and e-mail, by field (the registry import shows them on their cells). */
export function contactIssues(body: StaffPatchBody): Record<string, { rule: string }[]> {
  const fields: Record<string, { rule: string }[]> = {};
  const phone = orNull(body.phone);
  if (phone && phone.replace(/\D/g, '').length !== 11) fields.phone = [{ rule: 'phone' }];
  const email = orNull(body.email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fields.email = [{ rule: 'email' }];
  return fields;
}
