// What the player and staff forms share (features never import each other): the page frame
// (title, breadcrumbs, the import button on create), the form around the kind's own fields (the
// duplicate warning with its "save anyway" box, the names in kk/ru/en, Cancel), the identity
// fields (with citizenship: a country of the shipped ISO list, Kazakhstan first), the photo and documents panel, the names and identity as body fields and back, and the
// save (files sent after the person, the lists refreshed; a duplicate keeps what was typed).
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IDENTITY_KINDS,
  positiveId,
  queryClient,
  showToast,
  trimmed,
  type DocumentOwner,
  type DocumentType,
  type CountryCode,
  type IdentityKind,
  type PersonDuplicate,
  useLocale,
} from '@league/shared';
import { countryOptions } from '@league/shared/cabinet';
import { LANGUAGE_LABELS, LANGUAGES, textsBody, textsOf } from './form-texts';
import { asConfirmError, DuplicateMessage, duplicateOf, ImportButton, NS, uploadPersonFiles } from './person-parts';
import './registry.css';
import {
  CabinetForm,
  CabinetFormPage,
  CheckboxField,
  DateField,
  DecisionNotice,
  FileField,
  SelectField,
  TextField,
  useValidator,
  type BreadcrumbItem,
  type FileValue,
} from '@league/shared/cabinet';

const NAMES = ['last_name', 'first_name', 'middle_name'] as const;
const NAME_LABELS = { last_name: 'lastName', first_name: 'firstName', middle_name: 'middleName' } as const;
type NameKey = `${(typeof NAMES)[number]}_${(typeof LANGUAGES)[number]}`;

/** The fields of every person form (the kind adds its own). */
export type PersonFormFields = Partial<Record<NameKey, string>> & {
  identity_kind?: string;
  identity_number?: string;
  /** ISO 3166-1 alpha-2 code. */
  citizenship?: string;
  photo?: FileValue;
  documents?: Partial<Record<DocumentType, FileValue>>;
  expiries?: Partial<Record<DocumentType, string>>;
  confirm_duplicate?: boolean;
};

export { trimmed };

/** Names and identity as body fields: the Kazakh names as typed, the other texts trimmed or null. */
export function personBody(values: PersonFormFields) {
  return {
    ...textsBody(values, ['first_name', 'last_name', 'middle_name']),
    first_name_kk: values.first_name_kk ?? '',
    last_name_kk: values.last_name_kk ?? '',
    identity_kind: (values.identity_kind || null) as IdentityKind | null,
    identity_number: trimmed(values.identity_number),
    citizenship: (values.citizenship || null) as CountryCode | null,
  };
}

interface PersonValues {
  first_name_kk: string;
  first_name_ru: string | null;
  first_name_en: string | null;
  last_name_kk: string;
  last_name_ru: string | null;
  last_name_en: string | null;
  middle_name_kk: string | null;
  middle_name_ru: string | null;
  middle_name_en: string | null;
  identity_kind: string | null;
  identity_number: string | null;
  citizenship: string | null;
  photo: string | null;
}

/** A person form's saved values as form fields: empty texts '', the photo as the current file. */
export function personFieldsOf(values: PersonValues): PersonFormFields {
  return {
    ...textsOf(values, ['first_name', 'last_name', 'middle_name']),
    identity_kind: values.identity_kind ?? undefined,
    identity_number: values.identity_number ?? '',
    citizenship: values.citizenship ?? undefined,
    photo: values.photo ? { url: values.photo, name: values.photo.split('/').pop() ?? 'photo' } : null,
  };
}

/**
 * The save of a person form: `create(send)` and `edit(person, send)` make the form's submit,
 * which sends the person, then its files (a failure there is a toast, the person stays saved),
 * then refreshes the kind's and the documents' queries. A duplicate on create becomes
 * `duplicate` and an error on the "save anyway" box.
 */
export function usePersonSave<F extends PersonFormFields>(owner: DocumentOwner) {
  const { t } = useTranslation(NS);
  const [duplicate, setDuplicate] = useState<PersonDuplicate | null>(null);
  const prefix = owner === 'player' ? 'players.' : 'staff.';
  const afterSave = async (person: { id: number; slug: string }, values: F) => {
    try {
      await uploadPersonFiles(owner, person, values.photo, values.documents, values.expiries);
    } catch {
      showToast(t('person.filesNotSaved'), 'error');
    }
    await queryClient.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(prefix) || String(q.queryKey[0]).startsWith('documents.'),
    });
  };
  return {
    duplicate,
    create: (send: (values: F) => Promise<{ id: number; slug: string }>) => async (values: F) => {
      let saved: { id: number; slug: string };
      try {
        saved = await send(values);
      } catch (error) {
        setDuplicate(duplicateOf(error));
        return asConfirmError(error);
      }
      await afterSave(saved, values);
      return saved;
    },
    edit: (person: { id: number; slug: string }, send: (values: F) => Promise<unknown>) => async (values: F) => {
      await send(values);
      await afterSave(person, values);
    },
  };
}

/** The frame of a person's create or edit page; on create in a team, the import button. */
export function PersonFormFrame({
  title,
  trail,
  name,
  importKind,
  teamId,
  children,
}: {
  title: string;
  /** Breadcrumbs between the cabinet and the person. */
  trail: BreadcrumbItem[];
  /** The person's name on the edit page. */
  name?: string;
  /** Set on the create page. */
  importKind?: 'players' | 'staff';
  teamId: string;
  children: ReactNode;
}) {
  const importTo = positiveId(teamId);
  return (
    <CabinetFormPage
      title={title}
      pageTitle={name ? `${title}: ${name}` : title}
      trail={[...trail, ...(name ? [{ title: name }] : [])]}
      actions={importKind && importTo ? <ImportButton /> : undefined}
    >
      {children}
    </CabinetFormPage>
  );
}

/** A person form: the duplicate warning, the names in three languages, the kind's `children`, Save and Cancel. */
export function PersonForm<F extends PersonFormFields>({
  label,
  initial,
  duplicate,
  duplicateHref,
  onSubmit,
  onSaved,
  cancelTo,
  children,
}: {
  label: string;
  initial: Partial<F>;
  duplicate?: PersonDuplicate | null;
  /** Where the duplicate's page is, if it can be linked. */
  duplicateHref: (duplicate: PersonDuplicate) => string | null;
  onSubmit: (values: F) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const required = useValidator('required', { rule: 'max', length: 100 });
  const optional = useValidator({ rule: 'max', length: 100 });
  return (
    <CabinetForm<F>
      label={label}
      initialValues={initial}
      onSubmit={onSubmit}
      onSuccess={onSaved}
      cancel={{ to: cancelTo, label: t('person.cancel') }}
    >
      {duplicate && (
        <DecisionNotice message={<DuplicateMessage duplicate={duplicate} href={duplicateHref(duplicate)} />}>
          <CheckboxField name="confirm_duplicate" label={t('person.confirmDuplicate')} />
        </DecisionNotice>
      )}
      <div className="cc-grid">
        {LANGUAGES.flatMap((language) =>
          NAMES.map((key) => {
            const isRequired = language === 'kk' && key !== 'middle_name';
            return (
              <TextField
                key={`${key}_${language}`}
                name={`${key}_${language}`}
                label={t(`person.${NAME_LABELS[key]}${LANGUAGE_LABELS[language]}`)}
                validate={isRequired ? required : optional}
                required={isRequired || undefined}
                autoComplete="off"
              />
            );
          }),
        )}
      </div>
      {children}
    </CabinetForm>
  );
}

/** The identity document's kind and number, and the citizenship (a grid's cells). */
export function IdentityFields({ max }: { max: number }) {
  const { t } = useTranslation(NS);
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  const validate = useValidator({ rule: 'max', length: max });
  const countries = useMemo(() => countryOptions(locale).map((c) => ({ value: c.id, label: c.title })), [locale]);
  return (
    <>
      <SelectField
        name="identity_kind"
        label={t('person.identityKind')}
        options={IDENTITY_KINDS.map((k) => ({ value: k, label: te(`identityKind.${k}`) }))}
      />
      <TextField name="identity_number" label={t('person.identityNumber')} validate={validate} autoComplete="off" />
      <SelectField name="citizenship" label={t('person.citizenship')} options={countries} />
    </>
  );
}

/** The photo (≤ 300 KB) and a file with its expiry for each document type. */
export function PersonFilesPanel({ legend, types }: { legend: string; types: readonly DocumentType[] }) {
  const { t } = useTranslation(NS);
  const { t: te } = useTranslation('enums');
  return (
    <fieldset className="cc-panel">
      <legend>{legend}</legend>
      <FileField name="photo" label={t('person.photo')} kind="image" />
      {types.map((type) => (
        <div className="cc-grid" key={type}>
          <FileField name={`documents.${type}`} label={te(`documentType.${type}`)} kind="document" />
          <DateField
            name={`expiries.${type}`}
            label={t('person.expiresFor', { type: te(`documentType.${type}`) })}
            min="2000-01-01"
            max="2100-12-31"
          />
        </div>
      ))}
    </fieldset>
  );
}
