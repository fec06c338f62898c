// Every endpoint of the API, one object each (`@league/shared/endpoints`). `ENDPOINTS` is the
// list the API checks it registered and OpenAPI is generated from.
import * as auth from './auth';
import * as cabinetLists from './cabinet-lists';
import * as documents from './documents';
import * as system from './system';
import type { AnyEndpoint } from './define';

export * from './define';
export { auth, cabinetLists, documents, system };

export const ENDPOINTS: readonly AnyEndpoint[] = [auth, system, cabinetLists, documents].flatMap((group) => Object.values(group) as AnyEndpoint[]);
