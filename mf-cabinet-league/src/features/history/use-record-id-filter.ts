// The record-number filter of the log: what is typed stays in the box and reaches the address on
// blur or Enter, only when it is a record number (else the field says so).
import { useState } from 'react';
import type { TableState } from '@league/shared/cabinet';

const RECORD_ID = /^[1-9]\d{0,9}$/;
const INT4_MAX = 2_147_483_647;

export interface RecordIdFilter {
  recordId: string;
  setRecordId: (value: string) => void;
  recordIdError: boolean;
  commitRecordId: () => void;
  /** Empties the box and its error (the filters are cleared). */
  clearRecordId: () => void;
}

export function useRecordIdFilter(table: TableState): RecordIdFilter {
  const [recordId, setRecordId] = useState(table.filters.entity_id ?? '');
  const [recordIdError, setRecordIdError] = useState(false);

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
  const clearRecordId = () => {
    setRecordId('');
    setRecordIdError(false);
  };
  return { recordId, setRecordId, recordIdError, commitRecordId, clearRecordId };
}
