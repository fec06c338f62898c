// The create and edit pages of a person (a player or a staff member of a team): the frame with
// its title, breadcrumbs and import button, the person form with the kind's own fields and its
// photo and documents panel, and the save (to the person's page after it, Cancel back). What
// differs between players and staff comes in a `PersonFormKind`; the API calls come from the
// kind's page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalePath, type ApiData, type DocumentOwner, type DocumentType } from '@league/shared';
import type { PersonDuplicate } from '@league/shared/cabinet';
import { NS, PersonAsync } from './person-parts';
import { PersonFilesPanel, PersonForm, PersonFormFrame, usePersonSave, type PersonFormFields } from './person-form';

/** What a kind of person brings to its form pages. */
export interface PersonFormKind<F extends PersonFormFields> {
  owner: DocumentOwner;
  /** The kind's strings: `create`, `editTitle`, `details`, `photoAndDocuments` (and `title` with `listTo`). */
  strings: 'players' | 'staffPeople';
  importKind: 'players' | 'staff';
  /** The list of the kind's people, the breadcrumb before the person. */
  listTo?: string;
  /** What a new person's form starts with. */
  blank: Partial<F>;
  duplicateHref: (duplicate: PersonDuplicate) => string | null;
  /** The kind's own fields, between the names and the files. */
  fields: ReactNode;
  documentTypes: readonly DocumentType[];
}

/** A person's saved form, as the API sends it. */
interface PersonFormAnswer {
  data: { id: number; slug: string; values: { first_name_kk: string; last_name_kk: string } };
}

/** The create page: `send` adds the person, then the page goes to `savedTo(slug)`. */
export function PersonCreatePage<F extends PersonFormFields>({
  kind,
  teamId,
  send,
  savedTo,
  cancelTo,
}: {
  kind: PersonFormKind<F>;
  teamId: string;
  send: (values: F) => Promise<{ id: number; slug: string }>;
  savedTo: (slug: string) => string;
  cancelTo: string;
}) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const save = usePersonSave<F>(kind.owner);
  return (
    <KindFrame kind={kind} mode="create" teamId={teamId}>
      <KindForm
        kind={kind}
        duplicate={save.duplicate}
        onSubmit={save.create(send)}
        onSaved={(saved) => navigate(lp(savedTo((saved as { slug: string }).slug)))}
        cancelTo={cancelTo}
      />
    </KindFrame>
  );
}

/** The edit page of the person `form` loads: `send` saves it, then the page goes back to `backTo`. */
export function PersonEditPage<F extends PersonFormFields, A extends PersonFormAnswer>({
  kind,
  teamId,
  form,
  fieldsOf,
  send,
  backTo,
  renderAfter,
}: {
  kind: PersonFormKind<F>;
  teamId: string;
  form: ApiData<A>;
  fieldsOf: (values: A['data']['values']) => F;
  send: (person: A['data'], values: F) => Promise<unknown>;
  backTo: (person: A['data']) => string;
  /** Shown below the form. */
  renderAfter?: (person: A['data']) => ReactNode;
}) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const save = usePersonSave<F>(kind.owner);
  return (
    <PersonAsync data={form}>
      {(answer) => {
        const person = answer.data;
        const submit = save.edit(person, (values) => send(person, values));
        const back = backTo(person);
        return (
          <KindFrame
            kind={kind}
            mode="edit"
            teamId={teamId}
            name={`${person.values.first_name_kk} ${person.values.last_name_kk}`}
          >
            <KindForm
              kind={kind}
              initial={fieldsOf(person.values)}
              onSubmit={submit}
              onSaved={() => navigate(lp(back))}
              cancelTo={back}
            />
            {renderAfter?.(person)}
          </KindFrame>
        );
      }}
    </PersonAsync>
  );
}

function KindFrame<F extends PersonFormFields>({
  kind,
  mode,
  teamId,
  name,
  children,
}: {
  kind: PersonFormKind<F>;
  mode: 'create' | 'edit';
  teamId: string;
  name?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <PersonFormFrame
      title={mode === 'create' ? t(`${kind.strings}.create`) : t(`${kind.strings}.editTitle`)}
      trail={kind.listTo ? [{ title: t(`${kind.strings}.title`), to: kind.listTo }] : []}
      name={name}
      importKind={mode === 'create' ? kind.importKind : undefined}
      teamId={teamId}
    >
      {children}
    </PersonFormFrame>
  );
}

function KindForm<F extends PersonFormFields>({
  kind,
  initial,
  duplicate,
  onSubmit,
  onSaved,
  cancelTo,
}: {
  kind: PersonFormKind<F>;
  initial?: F;
  duplicate?: PersonDuplicate | null;
  onSubmit: (values: F) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <PersonForm<F>
      label={t(`${kind.strings}.details`)}
      initial={initial ?? kind.blank}
      duplicate={duplicate}
      duplicateHref={kind.duplicateHref}
      onSubmit={onSubmit}
      onSaved={onSaved}
      cancelTo={cancelTo}
    >
      {kind.fields}
      <PersonFilesPanel legend={t(`${kind.strings}.photoAndDocuments`)} types={kind.documentTypes} />
    </PersonForm>
  );
}
