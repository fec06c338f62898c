// Every endpoint of the API, one object each (`@league/shared/endpoints`). `ENDPOINTS` is the
// list the API checks it registered and OpenAPI is generated from.
import * as auth from './auth';
import * as cabinetLists from './cabinet-lists';
import * as documents from './documents';
import * as clubsCabinet from './clubs-cabinet';
import * as handbooksCabinet from './handbooks-cabinet';
import * as stadiums from './stadiums';
import * as system from './system';
import type { AnyEndpoint } from './define';

export * from './define';
export { auth, cabinetLists, clubsCabinet, documents, handbooksCabinet, stadiums, system };

export const ENDPOINTS: readonly AnyEndpoint[] = [auth, system, cabinetLists, documents, stadiums, clubsCabinet, handbooksCabinet].flatMap(
  (group) => Object.values(group) as AnyEndpoint[],
);
