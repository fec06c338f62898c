import { callEndpoint, endpoints } from '@league/shared';

export const fetchAbout = (signal: AbortSignal) => callEndpoint(endpoints.content.about, {}, { signal });
export const fetchTrustees = (signal: AbortSignal) => callEndpoint(endpoints.content.trustees, {}, { signal });
export const fetchEmployees = (signal: AbortSignal) => callEndpoint(endpoints.content.employees, {}, { signal });
export const fetchContacts = (signal: AbortSignal) => callEndpoint(endpoints.content.contacts, {}, { signal });
