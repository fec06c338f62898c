import { DeparturesResponse, getJson } from '@league/shared';

export const fetchDepartures = (signal: AbortSignal) => getJson('/cabinet/departures', DeparturesResponse, { signal });
