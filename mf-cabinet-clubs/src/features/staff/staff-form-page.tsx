// /cabinet/clubs/:club_id/teams/:id/staff/create and …/staff/:slug/edit (provider-rules: a
// provider never gets the form). Names in kk/ru/en, role, position, birth date, contacts,
// licence, identity, biography, the photo (≤ 300 KB) and documents (≤ 1 MB, with expiry). A
// likely duplicate is a warning with a link and a "save anyway" box; what was typed stays. The
// frame, the names, identity, files and the save are the person form's (ui/person-form).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { positiveId, callEndpoint, DEFAULT_COUNTRY, useEndpointQuery, useLocalePath } from '@league/shared';
import {
  endpoints,
  STAFF_DOCUMENT_TYPES,
  type PersonDuplicate,
  type StaffEditBody,
  type StaffFormValues,
} from '@league/shared/cabinet';
import { paths } from '../../paths';
import { PersonAsync } from '../../ui/person-parts';
import {
  PersonFilesPanel,
  PersonForm,
  PersonFormFrame,
  personBody,
  personFieldsOf,
  trimmed,
  usePersonSave,
  type PersonFormFields,
} from '../../ui/person-form';
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

export function StaffCreatePage() {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const save = usePersonSave<StaffFields>('staff');
  const submit = save.create(
    async (values) =>
      (
        await callEndpoint(endpoints.staffCabinet.cabinetCreate, {
          body: { ...staffBody(values), team_id: positiveId(teamId)!, confirm_duplicate: !!values.confirm_duplicate },
        })
      ).data,
  );
  return (
    <StaffFormFrame mode="create" teamId={teamId}>
      <StaffFormBody
        duplicate={save.duplicate}
        onSubmit={submit}
        onSaved={(saved) => navigate(lp(paths.teamStaffMember(clubId, teamId, (saved as { slug: string }).slug)))}
        cancelTo={paths.teamStaff(clubId, teamId)}
      />
    </StaffFormFrame>
  );
}

export function StaffEditPage() {
  const { club_id: clubId = '', id: teamId = '', slug = '' } = useParams();
  const form = useEndpointQuery(endpoints.staffCabinet.cabinetForm, { params: { slug } });
  const navigate = useNavigate();
  const lp = useLocalePath();
  const save = usePersonSave<StaffFields>('staff');
  return (
    <PersonAsync data={form}>
      {(answer) => {
        const submit = save.edit(answer.data, (fields) =>
          callEndpoint(endpoints.staffCabinet.cabinetEdit, { params: { slug }, body: staffBody(fields) }),
        );
        const back = paths.teamStaffMember(clubId, teamId, slug);
        return (
          <StaffFormFrame
            mode="edit"
            teamId={teamId}
            name={`${answer.data.values.first_name_kk} ${answer.data.values.last_name_kk}`}
          >
            <StaffFormBody
              initial={fieldsOf(answer.data.values)}
              onSubmit={submit}
              onSaved={() => navigate(lp(back))}
              cancelTo={back}
            />
          </StaffFormFrame>
        );
      }}
    </PersonAsync>
  );
}

function StaffFormFrame({
  mode,
  teamId,
  name,
  children,
}: {
  mode: 'create' | 'edit';
  teamId: string;
  name?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('cab-clubs');
  return (
    <PersonFormFrame
      title={mode === 'create' ? t('staffPeople.create') : t('staffPeople.editTitle')}
      trail={[]}
      name={name}
      importKind={mode === 'create' ? 'staff' : undefined}
      teamId={teamId}
    >
      {children}
    </PersonFormFrame>
  );
}

function StaffFormBody({
  initial,
  duplicate,
  onSubmit,
  onSaved,
  cancelTo,
}: {
  initial?: StaffFields;
  duplicate?: PersonDuplicate | null;
  onSubmit: (values: StaffFields) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation('cab-clubs');
  return (
    <PersonForm<StaffFields>
      label={t('staffPeople.details')}
      initial={initial ?? { kind: 'coach', citizenship: DEFAULT_COUNTRY }}
      duplicate={duplicate}
      duplicateHref={(found) =>
        found.club_id && found.team_id ? paths.teamStaffMember(found.club_id, found.team_id, found.slug) : null
      }
      onSubmit={onSubmit}
      onSaved={onSaved}
      cancelTo={cancelTo}
    >
      <StaffFacts />
      <StaffBiography />
      <PersonFilesPanel legend={t('staffPeople.photoAndDocuments')} types={STAFF_DOCUMENT_TYPES} />
    </PersonForm>
  );
}
