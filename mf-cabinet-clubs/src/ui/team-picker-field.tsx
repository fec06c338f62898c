// The new team's picker of the transfer dialog: a search box over the teams, grouped by club,
// each a radio button, with the current choice and the error on the field.
import { useId, useState } from 'react';
import { Field, type FieldInputProps } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ErrorSlot, useValidator, type CabinetTeamRef } from '@league/shared/cabinet';
import { NS } from './person-parts';

export const teamName = (team: CabinetTeamRef) => `${team.title} (${team.club_title})`;

interface ClubGroup {
  club: string;
  clubId: number;
  teams: CabinetTeamRef[];
}

/** The teams by club, in the order their clubs first appear. */
function groupByClub(teams: CabinetTeamRef[]): ClubGroup[] {
  const groups: ClubGroup[] = [];
  for (const team of teams) {
    const group = groups.find((g) => g.clubId === team.club_id);
    if (group) group.teams.push(team);
    else groups.push({ club: team.club_title, clubId: team.club_id, teams: [team] });
  }
  return groups;
}

/**
 * The new team: a search box over the teams, grouped by club, each a radio button (a large
 * target; arrow keys move between them, Tab leaves the list). The choice stays shown when the
 * search hides it. An error on `team_id` shows under the list; the search box carries it (a radio
 * cannot be invalid), so a refusal focuses the search, where another team is found.
 */
export function TeamPickerField({ name, label, teams }: { name: string; label: string; teams: CabinetTeamRef[] }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [query, setQuery] = useState('');
  const required = useValidator('required');
  const q = query.trim().toLocaleLowerCase();
  const shown = q ? teams.filter((team) => `${team.title} ${team.club_title}`.toLocaleLowerCase().includes(q)) : teams;
  const groups = groupByClub(shown);
  return (
    <Field<number | undefined> name={name} validate={required as never}>
      {({ input, meta }) => {
        const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
        const error = (meta.touched || meta.submitFailed) && meta.error ? (meta.error as string) : serverError;
        const selected = teams.find((team) => team.id === input.value);
        const describedBy = [error ? `${id}-error` : null, `${id}-selected`].filter(Boolean).join(' ');
        return (
          <fieldset className={['lg-field', 'pp-picker', error ? 'lg-field--error' : ''].filter(Boolean).join(' ')}>
            <legend>{label}</legend>
            <label htmlFor={`${id}-q`} className="pp-picker__search">
              {t('transfer.find')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={query}
              autoComplete="off"
              aria-controls={`${id}-list`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => setQuery(e.target.value)}
            />
            <p id={`${id}-selected`} className="pp-picker__selected" aria-live="polite">
              {selected ? t('transfer.selected', { team: teamName(selected) }) : t('transfer.noneSelected')}
            </p>
            <TeamOptions id={id} groups={groups} input={input} describedBy={describedBy} />
            <ErrorSlot id={`${id}-error`} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}

/** The list of the teams found, a group of radio buttons per club. */
function TeamOptions({
  id,
  groups,
  input,
  describedBy,
}: {
  id: string;
  groups: ClubGroup[];
  input: FieldInputProps<number | undefined>;
  describedBy: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <div id={`${id}-list`} className="pp-picker__list" tabIndex={-1}>
      {groups.length === 0 && <p className="pp-picker__empty">{t('transfer.noMatch')}</p>}
      {groups.map((group) => (
        <div
          key={group.clubId}
          role="group"
          aria-labelledby={`${id}-club-${group.clubId}`}
          className="pp-picker__group"
        >
          <p id={`${id}-club-${group.clubId}`} className="pp-picker__club">
            {group.club}
          </p>
          {group.teams.map((team) => {
            const checked = input.value === team.id;
            return (
              <label
                key={team.id}
                className={['pp-picker__option', checked ? 'pp-picker__option--on' : ''].filter(Boolean).join(' ')}
              >
                <input
                  type="radio"
                  name={`${id}-team`}
                  value={team.id}
                  checked={checked}
                  aria-describedby={describedBy}
                  onChange={() => input.onChange(team.id)}
                  onFocus={input.onFocus}
                  onBlur={input.onBlur}
                />
                <span>{team.title}</span>
              </label>
            );
          })}
        </div>
      ))}
    </div>
  );
}
