// The log's filters, kept in the address (useTableState): the person, the kind of record and its
// number, and the days from and to. A record number that is not one, or a "to" before "from",
// is said on its field and not sent.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TableState } from '@league/shared/cabinet';
import { ActorFilter, DayFilters, EntityFilter, RecordIdField } from './history-filter-fields';
import { useRecordIdFilter } from './use-record-id-filter';

export function HistoryFilters({ table }: { table: TableState }) {
  const { t } = useTranslation('cab-league');
  const [, setSearchParams] = useSearchParams();
  const recordId = useRecordIdFilter(table);

  return (
    <form
      className="ch-filters"
      aria-label={t('history.filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        recordId.commitRecordId();
      }}
    >
      <ActorFilter table={table} />
      <EntityFilter table={table} />
      <RecordIdField filter={recordId} />
      <DayFilters table={table} />
      <div className="ch-filters__actions">
        <button
          type="button"
          className="lg-button lg-button--ghost"
          onClick={() => {
            recordId.clearRecordId();
            setSearchParams(new URLSearchParams());
          }}
        >
          {t('history.clear')}
        </button>
      </div>
    </form>
  );
}
