import { AboutResponse, ContactsResponse, EmployeesResponse, getJson, TrusteesResponse } from '@league/shared';

export const fetchAbout = (signal: AbortSignal) => getJson('/about', AboutResponse, { signal });
export const fetchTrustees = (signal: AbortSignal) => getJson('/about/trustees', TrusteesResponse, { signal });
export const fetchEmployees = (signal: AbortSignal) => getJson('/about/employees', EmployeesResponse, { signal });
export const fetchContacts = (signal: AbortSignal) => getJson('/contacts', ContactsResponse, { signal });
