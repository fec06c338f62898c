// The log's filter fields: the person, the kind of record, the record's number, and the days from
// and to (a "to" before "from" is said on its field).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '@league/shared';
import { HISTORY_ENTITIES, endpoints, type TableState } from '@league/shared/cabinet';
import type { RecordIdFilter } from './use-record-id-filter';

export function ActorFilter({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-league');
  const accounts = useEndpointQuery(endpoints.accounts.list, { query: { per_page: 100, sort: 'name' } });
  return (
    <FilterSelect table={table} filter="actor" id="ch-actor" label={t('history.person')} anyLabel={t('history.anyone')}>
      {accounts.status === 'success' &&
        accounts.data.data.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name} ({account.email})
          </option>
        ))}
    </FilterSelect>
  );
}

export function EntityFilter({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-league');
  const { t: tc } = useTranslation('common');
  return (
    <FilterSelect
      table={table}
      filter="entity"
      id="ch-entity"
      label={t('history.record')}
      anyLabel={t('history.anyRecord')}
    >
      {HISTORY_ENTITIES.map((entity) => (
        <option key={entity} value={entity}>
          {tc(`history.entity.${entity}`)}
        </option>
      ))}
    </FilterSelect>
  );
}

/** A choice kept in the address as the table's filter `filter`; the first option, `anyLabel`, clears it. */
function FilterSelect({
  table,
  filter,
  id,
  label,
  anyLabel,
  children,
}: {
  table: TableState;
  filter: string;
  id: string;
  label: string;
  anyLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="lg-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={table.filters[filter] ?? ''}
        onChange={(event) => table.setFilter(filter, event.target.value || null)}
      >
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </div>
  );
}

export function RecordIdField({ filter }: { filter: RecordIdFilter }) {
  const { t } = useTranslation('cab-league');
  const { recordId, setRecordId, recordIdError, commitRecordId } = filter;
  return (
    <div className={`lg-field${recordIdError ? ' lg-field--error' : ''}`}>
      <label htmlFor="ch-entity-id">{t('history.recordId')}</label>
      <input
        id="ch-entity-id"
        inputMode="numeric"
        autoComplete="off"
        value={recordId}
        aria-invalid={recordIdError || undefined}
        aria-describedby={recordIdError ? 'ch-entity-id-error' : undefined}
        onChange={(event) => setRecordId(event.target.value)}
        onBlur={commitRecordId}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitRecordId();
        }}
      />
      {recordIdError && (
        <small id="ch-entity-id-error" className="lg-field__error" role="alert">
          {t('history.recordIdInvalid')}
        </small>
      )}
    </div>
  );
}

export function DayFilters({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-league');
  const { filters } = table;
  const datesWrong = !!filters.from && !!filters.to && filters.to < filters.from;
  return (
    <>
      <div className="lg-field">
        <label htmlFor="ch-from">{t('history.from')}</label>
        <input
          id="ch-from"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => table.setFilter('from', event.target.value || null)}
        />
      </div>
      <div className={`lg-field${datesWrong ? ' lg-field--error' : ''}`}>
        <label htmlFor="ch-to">{t('history.to')}</label>
        <input
          id="ch-to"
          type="date"
          value={filters.to ?? ''}
          aria-invalid={datesWrong || undefined}
          aria-describedby={datesWrong ? 'ch-to-error' : undefined}
          onChange={(event) => table.setFilter('to', event.target.value || null)}
        />
        {datesWrong && (
          <small id="ch-to-error" className="lg-field__error" role="alert">
            {t('history.toBeforeFrom')}
          </small>
        )}
      </div>
    </>
  );
}
