// /cabinet/clubs/:club_id/teams/:id/staff/create and …/staff/:slug/edit (provider-rules: a
// provider never gets the form). Names in kk/ru/en, role, position, birth date, contacts,
// licence, identity, biography, the photo (≤ 300 KB) and documents (≤ 1 MB, with expiry). A
// likely duplicate is a warning with a link and a "save anyway" box; what was typed stays.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  CabinetForm,
  CabinetPage,
  CheckboxField,
  DateField,
  endpoints,
  FileField,
  IDENTITY_KINDS,
  LocaleLink,
  SelectField,
  STAFF_DOCUMENT_TYPES,
  STAFF_KINDS,
  TextareaField,
  TextField,
  callEndpoint,
  queryClient,
  showToast,
  useEndpointQuery,
  useLocalePath,
  usePageMeta,
  useValidator,
  type DocumentType,
  type FileValue,
  type PersonDuplicate,
  type StaffEditBody,
  type StaffFormValues,
} from '@league/shared';
import { paths } from '../../paths';
import { asConfirmError, DuplicateWarning, duplicateOf, ImportButton, PersonAsync, uploadPersonFiles } from '../../ui/person-parts';
import '../../ui/registry.css';

type TextKey =
  | 'first_name_kk'
  | 'first_name_ru'
  | 'first_name_en'
  | 'last_name_kk'
  | 'last_name_ru'
  | 'last_name_en'
  | 'middle_name_kk'
  | 'middle_name_ru'
  | 'middle_name_en'
  | 'position_kk'
  | 'position_ru'
  | 'position_en'
  | 'phone'
  | 'email'
  | 'license_number'
  | 'identity_number'
  | 'biography_kk'
  | 'biography_ru'
  | 'biography_en';

export type StaffFields = Partial<Record<TextKey, string>> & {
  kind?: string;
  birth_date?: string;
  identity_kind?: string;
  photo?: FileValue;
  documents?: Partial<Record<DocumentType, FileValue>>;
  expiries?: Partial<Record<DocumentType, string>>;
  confirm_duplicate?: boolean;
};

const TEXT_KEYS: TextKey[] = [
  'first_name_ru',
  'first_name_en',
  'last_name_ru',
  'last_name_en',
  'middle_name_kk',
  'middle_name_ru',
  'middle_name_en',
  'position_kk',
  'position_ru',
  'position_en',
  'phone',
  'email',
  'license_number',
  'identity_number',
  'biography_kk',
  'biography_ru',
  'biography_en',
];

export function staffBody(values: StaffFields): StaffEditBody {
  const body: Record<string, unknown> = {
    first_name_kk: values.first_name_kk ?? '',
    last_name_kk: values.last_name_kk ?? '',
    kind: values.kind ?? '',
    birth_date: values.birth_date || null,
    identity_kind: values.identity_kind || null,
  };
  for (const key of TEXT_KEYS) body[key] = values[key]?.trim() ? values[key]!.trim() : null;
  return body as StaffEditBody;
}

function fieldsOf(values: StaffFormValues): StaffFields {
  const out: StaffFields = { kind: values.kind, birth_date: values.birth_date ?? undefined, identity_kind: values.identity_kind ?? undefined, first_name_kk: values.first_name_kk, last_name_kk: values.last_name_kk };
  for (const key of TEXT_KEYS) out[key] = values[key] ?? '';
  out.photo = values.photo ? { url: values.photo, name: values.photo.split('/').pop() ?? 'photo' } : null;
  return out;
}

const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('staff.') || String(q.queryKey[0]).startsWith('documents.') });

export function StaffCreatePage() {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const { t } = useTranslation('cab-clubs');
  const [duplicate, setDuplicate] = useState<PersonDuplicate | null>(null);
  const submit = async (values: StaffFields) => {
    let saved: { id: number; slug: string };
    try {
      saved = (await callEndpoint(endpoints.staffCabinet.cabinetCreate, { body: { ...staffBody(values), team_id: Number(teamId), confirm_duplicate: !!values.confirm_duplicate } })).data;
    } catch (error) {
      setDuplicate(duplicateOf(error));
      return asConfirmError(error);
    }
    try {
      await uploadPersonFiles('staff', saved, values.photo, values.documents, values.expiries);
    } catch {
      showToast(t('person.filesNotSaved'), 'error');
    }
    await refresh();
    return saved;
  };
  return (
    <StaffFormFrame mode="create" teamId={teamId}>
      <StaffFormBody
        duplicate={duplicate}
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
  const { t } = useTranslation('cab-clubs');
  return (
    <PersonAsync data={form}>
      {(answer) => {
        const submit = async (fields: StaffFields) => {
          await callEndpoint(endpoints.staffCabinet.cabinetEdit, { params: { slug }, body: staffBody(fields) });
          try {
            await uploadPersonFiles('staff', answer.data, fields.photo, fields.documents, fields.expiries);
          } catch {
            showToast(t('person.filesNotSaved'), 'error');
          }
          await refresh();
        };
        const back = paths.teamStaffMember(clubId, teamId, slug);
        return (
          <StaffFormFrame mode="edit" teamId={teamId} name={`${answer.data.values.first_name_kk} ${answer.data.values.last_name_kk}`}>
            <StaffFormBody initial={fieldsOf(answer.data.values)} onSubmit={submit} onSaved={() => navigate(lp(back))} cancelTo={back} />
          </StaffFormFrame>
        );
      }}
    </PersonAsync>
  );
}

function StaffFormFrame({ mode, teamId, name, children }: { mode: 'create' | 'edit'; teamId: string; name?: string; children: ReactNode }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const title = mode === 'create' ? t('staffPeople.create') : t('staffPeople.editTitle');
  usePageMeta({ title: name ? `${title}: ${name}` : title });
  return (
    <CabinetPage
      title={title}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, ...(name ? [{ title: name }] : []), { title }]}
      actions={mode === 'create' && Number(teamId) > 0 ? <ImportButton kind="staff" teamId={Number(teamId)} /> : undefined}
    >
      {children}
    </CabinetPage>
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
  const { t: te } = useTranslation('enums');
  const required = useValidator('required', { rule: 'max', length: 100 });
  const optional = useValidator({ rule: 'max', length: 100 });
  const long = useValidator({ rule: 'max', length: 255 });
  const email = useValidator('email');
  const phone = useValidator('phone');
  const bio = [{ rule: 'max' as const, length: 5000 }];
  return (
    <CabinetForm<StaffFields>
      label={t('staffPeople.details')}
      initialValues={initial ?? { kind: 'coach' }}
      onSubmit={onSubmit}
      onSuccess={onSaved}
      actions={
        <LocaleLink className="lg-button lg-button--ghost" to={cancelTo}>
          {t('person.cancel')}
        </LocaleLink>
      }
    >
      {duplicate && (
        <>
          <DuplicateWarning duplicate={duplicate} href={duplicate.club_id && duplicate.team_id ? paths.teamStaffMember(duplicate.club_id, duplicate.team_id, duplicate.slug) : null} />
          <CheckboxField name="confirm_duplicate" label={t('person.confirmDuplicate')} />
        </>
      )}
      <div className="cc-grid">
        <TextField name="last_name_kk" label={t('person.lastNameKk')} validate={required} required autoComplete="off" />
        <TextField name="first_name_kk" label={t('person.firstNameKk')} validate={required} required autoComplete="off" />
        <TextField name="middle_name_kk" label={t('person.middleNameKk')} validate={optional} autoComplete="off" />
        <TextField name="last_name_ru" label={t('person.lastNameRu')} validate={optional} autoComplete="off" />
        <TextField name="first_name_ru" label={t('person.firstNameRu')} validate={optional} autoComplete="off" />
        <TextField name="middle_name_ru" label={t('person.middleNameRu')} validate={optional} autoComplete="off" />
        <TextField name="last_name_en" label={t('person.lastNameEn')} validate={optional} autoComplete="off" />
        <TextField name="first_name_en" label={t('person.firstNameEn')} validate={optional} autoComplete="off" />
        <TextField name="middle_name_en" label={t('person.middleNameEn')} validate={optional} autoComplete="off" />
      </div>
      <div className="cc-grid">
        <SelectField name="kind" label={t('staffPeople.kind')} rules={['required']} options={STAFF_KINDS.map((k) => ({ value: k, label: te(`staffKind.${k}`) }))} />
        <TextField name="position_kk" label={t('staffPeople.positionKk')} validate={long} />
        <TextField name="position_ru" label={t('staffPeople.positionRu')} validate={long} />
        <TextField name="position_en" label={t('staffPeople.positionEn')} validate={long} />
        <DateField name="birth_date" label={t('person.birthDate')} min="1930-01-01" max="2015-12-31" />
        <TextField name="phone" label={t('staffPeople.phone')} validate={(value) => (value ? phone(value) : undefined)} inputMode="tel" autoComplete="off" />
        <TextField name="email" label={t('staffPeople.email')} validate={(value) => (value ? email(value) : undefined)} inputMode="email" autoComplete="off" />
        <TextField name="license_number" label={t('staffPeople.license')} validate={optional} />
        <SelectField name="identity_kind" label={t('person.identityKind')} options={IDENTITY_KINDS.map((k) => ({ value: k, label: te(`identityKind.${k}`) }))} />
        <TextField name="identity_number" label={t('person.identityNumber')} validate={optional} autoComplete="off" />
      </div>
      <div className="cc-grid cc-grid--wide">
        <TextareaField name="biography_kk" label={t('staffPeople.biographyKk')} rows={3} rules={bio} />
        <TextareaField name="biography_ru" label={t('staffPeople.biographyRu')} rows={3} rules={bio} />
        <TextareaField name="biography_en" label={t('staffPeople.biographyEn')} rows={3} rules={bio} />
      </div>
      <fieldset className="cc-panel">
        <legend>{t('staffPeople.photoAndDocuments')}</legend>
        <FileField name="photo" label={t('person.photo')} kind="image" />
        {STAFF_DOCUMENT_TYPES.map((type) => (
          <div className="cc-grid" key={type}>
            <FileField name={`documents.${type}`} label={te(`documentType.${type}`)} kind="document" />
            <DateField name={`expiries.${type}`} label={t('person.expiresFor', { type: te(`documentType.${type}`) })} min="2000-01-01" max="2100-12-31" />
          </div>
        ))}
      </fieldset>
    </CabinetForm>
  );
}
