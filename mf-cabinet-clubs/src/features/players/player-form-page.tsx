// /cabinet/clubs/:club_id/teams/:id/players/create and …/players/:slug/edit (provider-rules: a
// provider never gets the form, and the API refuses it too). Names in kk/ru/en, birth date,
// position, number, badges, measurements, identity, the photo (≤ 300 KB) and the documents
// (≤ 1 MB, each with its expiry). A likely duplicate comes back as a warning with a link to the
// person already registered and a "save anyway" box; what was typed stays.
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
  NumberField,
  PLAYER_DOCUMENT_TYPES,
  PLAYER_POSITIONS,
  SelectField,
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
  type PlayerCreateBody,
  type PlayerFormValues,
} from '@league/shared';
import { paths } from '../../paths';
import { asConfirmError, DuplicateWarning, duplicateOf, ImportButton, PersonAsync, uploadPersonFiles } from '../../ui/person-parts';
import '../../ui/registry.css';

export interface PlayerFields {
  first_name_kk: string;
  first_name_ru?: string;
  first_name_en?: string;
  last_name_kk: string;
  last_name_ru?: string;
  last_name_en?: string;
  middle_name_kk?: string;
  middle_name_ru?: string;
  middle_name_en?: string;
  birth_date: string;
  position: string;
  number?: number | string;
  is_woman_squad?: boolean;
  is_pupil?: boolean;
  is_captain?: boolean;
  is_joker?: boolean;
  height_cm?: number | string;
  weight_kg?: number | string;
  identity_kind?: string;
  identity_number?: string;
  photo?: FileValue;
  documents?: Partial<Record<DocumentType, FileValue>>;
  expiries?: Partial<Record<DocumentType, string>>;
  confirm_duplicate?: boolean;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const num = (value: number | string | undefined) => (value === undefined || value === '' || value === null ? null : Number(value));

/** Form values as the API body (files are sent separately). */
export function playerBody(values: PlayerFields): Omit<PlayerCreateBody, 'team_id'> {
  return {
    first_name_kk: values.first_name_kk ?? '',
    first_name_ru: text(values.first_name_ru),
    first_name_en: text(values.first_name_en),
    last_name_kk: values.last_name_kk ?? '',
    last_name_ru: text(values.last_name_ru),
    last_name_en: text(values.last_name_en),
    middle_name_kk: text(values.middle_name_kk),
    middle_name_ru: text(values.middle_name_ru),
    middle_name_en: text(values.middle_name_en),
    birth_date: values.birth_date ?? '',
    position: (values.position ?? '') as PlayerCreateBody['position'],
    number: num(values.number),
    is_woman_squad: !!values.is_woman_squad,
    is_pupil: !!values.is_pupil,
    is_captain: !!values.is_captain,
    is_joker: !!values.is_joker,
    height_cm: num(values.height_cm),
    weight_kg: num(values.weight_kg),
    identity_kind: (values.identity_kind || null) as PlayerCreateBody['identity_kind'],
    identity_number: text(values.identity_number),
  };
}

function fieldsOf(values: PlayerFormValues): Partial<PlayerFields> {
  return {
    first_name_kk: values.first_name_kk,
    first_name_ru: values.first_name_ru ?? '',
    first_name_en: values.first_name_en ?? '',
    last_name_kk: values.last_name_kk,
    last_name_ru: values.last_name_ru ?? '',
    last_name_en: values.last_name_en ?? '',
    middle_name_kk: values.middle_name_kk ?? '',
    middle_name_ru: values.middle_name_ru ?? '',
    middle_name_en: values.middle_name_en ?? '',
    birth_date: values.birth_date,
    position: values.position,
    number: values.number ?? undefined,
    is_woman_squad: values.is_woman_squad,
    is_pupil: values.is_pupil,
    is_captain: values.is_captain,
    is_joker: values.is_joker,
    height_cm: values.height_cm ?? undefined,
    weight_kg: values.weight_kg ?? undefined,
    identity_kind: values.identity_kind ?? undefined,
    identity_number: values.identity_number ?? '',
    photo: values.photo ? { url: values.photo, name: values.photo.split('/').pop() ?? 'photo' } : null,
  };
}

/** Refreshes every players and staff query after a save. */
const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('players.') || String(q.queryKey[0]).startsWith('documents.') });

export function PlayerCreatePage() {
  const { club_id: clubId = '', id: teamId = '' } = useParams();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const { t } = useTranslation('cab-clubs');
  const [duplicate, setDuplicate] = useState<PersonDuplicate | null>(null);
  const submit = async (values: PlayerFields) => {
    let saved: { id: number; slug: string };
    try {
      const answer = await callEndpoint(endpoints.playersCabinet.cabinetCreate, { body: { ...playerBody(values), team_id: Number(teamId), confirm_duplicate: !!values.confirm_duplicate } });
      saved = answer.data;
    } catch (error) {
      setDuplicate(duplicateOf(error));
      return asConfirmError(error);
    }
    try {
      await uploadPersonFiles('player', saved, values.photo, values.documents, values.expiries);
    } catch {
      showToast(t('person.filesNotSaved'), 'error');
    }
    await refresh();
    return saved;
  };
  return (
    <PlayerFormFrame mode="create" teamId={teamId}>
      <PlayerFormBody
        duplicate={duplicate}
        onSubmit={submit}
        onSaved={(saved) => navigate(lp(paths.player((saved as { slug: string }).slug)))}
        cancelTo={paths.team(clubId, teamId)}
      />
    </PlayerFormFrame>
  );
}

export function PlayerEditPage() {
  const { id: teamId = '', slug = '' } = useParams();
  const form = useEndpointQuery(endpoints.playersCabinet.cabinetForm, { params: { slug } });
  const navigate = useNavigate();
  const lp = useLocalePath();
  const { t } = useTranslation('cab-clubs');
  return (
    <PersonAsync data={form}>
      {(answer) => {
        const { id, values, teams } = answer.data;
        const team = teams.some((m) => m.is_active && m.team.id === Number(teamId)) ? Number(teamId) : null;
        const submit = async (fields: PlayerFields) => {
          await callEndpoint(endpoints.playersCabinet.cabinetEdit, { params: { id }, body: { ...playerBody(fields), team_id: team } });
          try {
            await uploadPersonFiles('player', answer.data, fields.photo, fields.documents, fields.expiries);
          } catch {
            showToast(t('person.filesNotSaved'), 'error');
          }
          await refresh();
        };
        return (
          <PlayerFormFrame mode="edit" teamId={teamId} name={`${values.first_name_kk} ${values.last_name_kk}`}>
            <PlayerFormBody initial={fieldsOf(values)} onSubmit={submit} onSaved={() => navigate(lp(paths.player(answer.data.slug)))} cancelTo={paths.player(answer.data.slug)} />
          </PlayerFormFrame>
        );
      }}
    </PersonAsync>
  );
}

function PlayerFormFrame({ mode, teamId, name, children }: { mode: 'create' | 'edit'; teamId: string; name?: string; children: ReactNode }) {
  const { t } = useTranslation('cab-clubs');
  const { t: tc } = useTranslation('common');
  const title = mode === 'create' ? t('players.create') : t('players.editTitle');
  usePageMeta({ title: name ? `${title}: ${name}` : title });
  return (
    <CabinetPage
      title={title}
      breadcrumbs={[
        { title: tc('cabinet.title'), to: '/cabinet' },
        { title: t('players.title'), to: paths.players() },
        ...(name ? [{ title: name }] : []),
        { title },
      ]}
      actions={mode === 'create' && Number(teamId) > 0 ? <ImportButton kind="players" teamId={Number(teamId)} /> : undefined}
    >
      {children}
    </CabinetPage>
  );
}

function PlayerFormBody({
  initial,
  duplicate,
  onSubmit,
  onSaved,
  cancelTo,
}: {
  initial?: Partial<PlayerFields>;
  duplicate?: PersonDuplicate | null;
  onSubmit: (values: PlayerFields) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation('cab-clubs');
  const { t: te } = useTranslation('enums');
  const required = useValidator('required', { rule: 'max', length: 100 });
  const optional = useValidator({ rule: 'max', length: 100 });
  const identity = useValidator({ rule: 'max', length: 32 });
  return (
    <CabinetForm<PlayerFields>
      label={t('players.details')}
      initialValues={initial ?? { is_woman_squad: false, is_pupil: false, is_captain: false, is_joker: false }}
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
          <DuplicateWarning duplicate={duplicate} href={paths.player(duplicate.slug)} />
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
        <DateField name="birth_date" label={t('person.birthDate')} rules={['required']} min="1950-01-01" max="2030-12-31" />
        <SelectField name="position" label={t('players.position')} rules={['required']} options={PLAYER_POSITIONS.map((p) => ({ value: p, label: te(`position.${p}`) }))} />
        <NumberField name="number" label={t('players.number')} rules={[{ rule: 'min_value', value: 1 }, { rule: 'max_value', value: 99 }]} inputMode="numeric" />
        <NumberField name="height_cm" label={t('players.height')} rules={[{ rule: 'min_value', value: 50 }, { rule: 'max_value', value: 250 }]} inputMode="numeric" />
        <NumberField name="weight_kg" label={t('players.weight')} rules={[{ rule: 'min_value', value: 10 }, { rule: 'max_value', value: 200 }]} inputMode="numeric" />
        <SelectField name="identity_kind" label={t('person.identityKind')} options={IDENTITY_KINDS.map((k) => ({ value: k, label: te(`identityKind.${k}`) }))} />
        <TextField name="identity_number" label={t('person.identityNumber')} validate={identity} autoComplete="off" />
      </div>
      <fieldset className="cc-panel">
        <legend>{t('players.badges')}</legend>
        <CheckboxField name="is_pupil" label={t('players.pupil')} />
        <CheckboxField name="is_captain" label={t('players.captain')} />
        <CheckboxField name="is_joker" label={t('players.joker')} />
        <CheckboxField name="is_woman_squad" label={t('players.womanSquad')} />
      </fieldset>
      <fieldset className="cc-panel">
        <legend>{t('players.photoAndDocuments')}</legend>
        <FileField name="photo" label={t('person.photo')} kind="image" />
        {PLAYER_DOCUMENT_TYPES.map((type) => (
          <div className="cc-grid" key={type}>
            <FileField name={`documents.${type}`} label={te(`documentType.${type}`)} kind="document" />
            <DateField name={`expiries.${type}`} label={t('person.expiresFor', { type: te(`documentType.${type}`) })} min="2000-01-01" max="2100-12-31" />
          </div>
        ))}
      </fieldset>
    </CabinetForm>
  );
}
