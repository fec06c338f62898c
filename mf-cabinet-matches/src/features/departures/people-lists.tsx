// The team's players and staff who may travel, each list a group of checkboxes. In the squad form
// each checkbox is a field of `player_ids` / `staff_ids` and the server's error for the list shows
// under it; read-only, the same rows are drawn disabled.
import { Field, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ENUM_NAMESPACE, formatDate, useLocale } from '@league/shared';
import { ErrorSlot, type DepartureSquadForm } from '@league/shared/cabinet';
import { PersonRow, type PersonRowProps } from './person-row';

const FIELD_OF = { players: 'player_ids', staff: 'staff_ids' } as const;

type Row = Omit<PersonRowProps, 'checked' | 'input' | 'onChange' | 'disabled'> & { id: number; selected: boolean };

function usePeopleRows(form: Pick<DepartureSquadForm, 'players' | 'staff'>): { players: Row[]; staff: Row[] } {
  const { t: te } = useTranslation(ENUM_NAMESPACE);
  const locale = useLocale();
  return {
    players: form.players.map((p) => ({
      id: p.id,
      name: p.name,
      meta: [
        p.number !== null ? `№ ${p.number}` : null,
        p.position ? te(`position.${p.position}`) : null,
        p.birth_date ? formatDate(p.birth_date, 'short', locale) : null,
      ],
      eligible: p.eligible,
      issues: p.issues,
      selected: p.selected,
    })),
    staff: form.staff.map((s) => ({
      id: s.id,
      name: s.name,
      meta: [
        s.kind ? te(`staffKind.${s.kind}`) : null,
        s.birth_date ? formatDate(s.birth_date, 'short', locale) : null,
      ],
      eligible: s.eligible,
      issues: s.issues,
      selected: s.selected,
    })),
  };
}

/** One list's server error (a person not in the application, one who may not travel). */
function ListError({ name }: { name: 'player_ids' | 'staff_ids' }) {
  const { meta } = useField(name, { subscription: { submitError: true, dirtySinceLastSubmit: true } });
  return (
    <ErrorSlot
      id={`dep-${name}-error`}
      error={meta.dirtySinceLastSubmit ? undefined : (meta.submitError as string | undefined)}
      reserve={false}
    />
  );
}

function PersonField({ name, row }: { name: 'player_ids' | 'staff_ids'; row: Row }) {
  return (
    <Field<number> name={name} type="checkbox" value={row.id}>
      {({ input }) => (
        <PersonRow
          {...row}
          checked={!!input.checked}
          input={<input {...input} type="checkbox" disabled={!row.eligible && !input.checked} />}
        />
      )}
    </Field>
  );
}

type Lists = Pick<DepartureSquadForm, 'players' | 'staff'>;

/** The squad's two lists (players, staff): fields of the squad form, or what was sent, read-only. */
function PeopleLists({ form, editable }: { form: Lists; editable: boolean }) {
  const { t } = useTranslation('cab-matches');
  const rows = usePeopleRows(form);
  return (
    <>
      {rows.players.length + rows.staff.length === 0 && <p className="lg-empty">{t('departures.noCandidates')}</p>}
      {(['players', 'staff'] as const)
        .filter((list) => rows[list].length > 0)
        .map((list) => (
          <fieldset key={list} disabled={!editable}>
            <legend>{t(`departures.${list}`)}</legend>
            {rows[list].map((row) =>
              editable ? (
                <PersonField key={row.id} name={FIELD_OF[list]} row={row} />
              ) : (
                <PersonRow key={row.id} {...row} checked={row.selected} disabled />
              ),
            )}
            {editable && <ListError name={FIELD_OF[list]} />}
          </fieldset>
        ))}
    </>
  );
}

/** The two lists as fields of the squad form. */
export function PeopleFields({ form }: { form: Lists }) {
  return <PeopleLists form={form} editable />;
}

/** The two lists as they were sent, for a squad that cannot be changed now. */
export function PeopleReadOnly({ form }: { form: Lists }) {
  return <PeopleLists form={form} editable={false} />;
}
