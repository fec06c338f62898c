// The log's filters, kept in the address (useTableState): the person, the kind of record and its
// number, and the days from and to. A record number that is not one, or a "to" before "from",
// is said on its field and not sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEndpointQuery } from '@league/shared';
import { HISTORY_ENTITIES, endpoints, type TableState } from '@league/shared/cabinet';

const RECORD_ID = /^[1-9]\d{0,9}$/;
const INT4_MAX = 2_147_483_647;

export function HistoryFilters({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-league');
  const { t: tc } = useTranslation('common');
  const accounts = useEndpointQuery(endpoints.accounts.list, { query: { per_page: 100, sort: 'name' } });
  const { filters } = table;
  const [, setSearchParams] = useSearchParams();
  const [recordId, setRecordId] = useState(filters.entity_id ?? '');
  const [recordIdError, setRecordIdError] = useState(false);
  const datesWrong = !!filters.from && !!filters.to && filters.to < filters.from;

  const commitRecordId = () => {
    const value = recordId.trim();
    if (value === '') {
      setRecordIdError(false);
      table.setFilter('entity_id', null);
      return;
    }
    const valid = RECORD_ID.test(value) && Number(value) <= INT4_MAX;
    setRecordIdError(!valid);
    if (valid) table.setFilter('entity_id', value);
  };

  return (
    <form
      className="ch-filters"
      aria-label={t('history.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commitRecordId();
      }}
    >
      <div className="lg-field">
        <label htmlFor="ch-actor">{t('history.person')}</label>
        <select
          id="ch-actor"
          value={filters.actor ?? ''}
          onChange={(event) => table.setFilter('actor', event.target.value || null)}
        >
          <option value="">{t('history.anyone')}</option>
          {accounts.status === 'success' &&
            accounts.data.data.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name} ({account.email})
              </option>
            ))}
        </select>
      </div>
      <div className="lg-field">
        <label htmlFor="ch-entity">{t('history.record')}</label>
        <select
          id="ch-entity"
          value={filters.entity ?? ''}
          onChange={(event) => table.setFilter('entity', event.target.value || null)}
        >
          <option value="">{t('history.anyRecord')}</option>
          {HISTORY_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {tc(`history.entity.${entity}`)}
            </option>
          ))}
        </select>
      </div>
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
      <div className="ch-filters__actions">
        <button
          type="button"
          className="lg-button lg-button--ghost"
          onClick={() => {
            setRecordId('');
            setRecordIdError(false);
            setSearchParams(new URLSearchParams());
          }}
        >
          {t('history.clear')}
        </button>
      </div>
    </form>
  );
}
