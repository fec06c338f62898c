// /cabinet/clubs/:club_id/teams/:id/staff/create and …/staff/:slug/edit (provider-rules: a
// provider never gets the form). Names in kk/ru/en, role, position, birth date, contacts,
// licence, identity, biography, the photo (≤ 300 KB) and documents (≤ 1 MB, with expiry). A
// likely duplicate is a warning with a link and a "save anyway" box; what was typed stays. The
// pages, the names, identity, files and the save are the person form's (ui/person-form-page).
import { useParams } from 'react-router-dom';
import { positiveId, callEndpoint, DEFAULT_COUNTRY, useEndpointQuery } from '@league/shared';
import { endpoints, STAFF_DOCUMENT_TYPES, type StaffEditBody, type StaffFormValues } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { personBody, personFieldsOf, trimmed, type PersonFormFields } from '../../ui/person-form';
import { PersonCreatePage, PersonEditPage, type PersonFormKind } from '../../ui/person-form-page';
import { StaffBiography, StaffFacts } from './staff-fields';

const TEXT_KEYS = [
  'position_kk',
  'position_ru',
  'position_en',
  'phone',
  'email',
  'license_number',
  'biography_kk',
  'biography_ru',
  'biography_en',
] as const;

export type StaffFields = PersonFormFields &
  Partial<Record<(typeof TEXT_KEYS)[number], string>> & { kind?: string; birth_date?: string };

export function staffBody(values: StaffFields): StaffEditBody {
  const body: Record<string, unknown> = {
    ...personBody(values),
    kind: values.kind ?? '',
    birth_date: values.birth_date || null,
  };
  for (const key of TEXT_KEYS) body[key] = trimmed(values[key]);
  return body as StaffEditBody;
}

function fieldsOf(values: StaffFormValues): StaffFields {
  const out: StaffFields = { ...personFieldsOf(values), kind: values.kind, birth_date: values.birth_date ?? undefined };
  for (const key of TEXT_KEYS) out[key] = values[key] ?? '';
  return out;
}

const staffKind: PersonFormKind<StaffFields> = {
  owner: 'staff',
  strings: 'staffPeople',
  importKind: 'staff',
  blank: { kind: 'coach', citizenship: DEFAULT_COUNTRY },
  duplicateHref: (found) =>
    found.club_id && found.team_id ? paths.teamStaffMember(found.club_id, found.team_id, found.slug) : null,
  fields: (
    <>
      <StaffFacts />
      <StaffBiography />
    </>
  ),
  documentTypes: STAFF_DOCUMENT_TYPES,
};

export function StaffCreatePage() {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  return (
    <PersonCreatePage
      kind={staffKind}
      teamId={teamId}
      send={async (values) =>
        (
          await callEndpoint(endpoints.staffCabinet.cabinetCreate, {
            body: { ...staffBody(values), team_id: positiveId(teamId)!, confirm_duplicate: !!values.confirm_duplicate },
          })
        ).data
      }
      savedTo={(slug) => paths.teamStaffMember(clubId, teamId, slug)}
      cancelTo={paths.teamStaff(clubId, teamId)}
    />
  );
}

export function StaffEditPage() {
  const { club_id: clubId = '', id: teamId = '', slug = '' } = useParams();
  const form = useEndpointQuery(endpoints.staffCabinet.cabinetForm, { params: { slug } });
  return (
    <PersonEditPage
      kind={staffKind}
      teamId={teamId}
      form={form}
      fieldsOf={fieldsOf}
      send={(_, fields) =>
        callEndpoint(endpoints.staffCabinet.cabinetEdit, { params: { slug }, body: staffBody(fields) })
      }
      backTo={() => paths.teamStaffMember(clubId, teamId, slug)}
    />
  );
}
