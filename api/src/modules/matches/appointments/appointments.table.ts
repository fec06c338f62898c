// The days an official cannot officiate (ADR 0213; migration 20261128010002_appointments).
import type { DateOnly } from '../../../db/types';

export interface RefereeUnavailableDayTable {
  referee_id: number;
  day: DateOnly;
}

export interface AppointmentTables {
  referee_unavailable_days: RefereeUnavailableDayTable;
}
