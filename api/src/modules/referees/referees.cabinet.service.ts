// The referees registry of the cabinet (super_admin; issue 32 §2): the paged list with private
// contacts, one referee, create, edit, photo (metadata removed) and (de)activation — each write
// in one transaction on the referee's row. An inactive referee leaves the crew pickers and the
// public list; the crews they were on stay. The use cases are in cabinet/; this is the service
// the routes call.
import type { CabinetRefereesQuery, Language, RefereeBody } from '@league/shared/contracts';
import type { AcceptedFile } from '../../storage/upload';
import type { RefereesCabinetDeps } from './cabinet/deps';
import { listReferees, refereeDetail } from './cabinet/reads';
import * as writes from './cabinet/writes';

export function createRefereesCabinetService(deps: RefereesCabinetDeps) {
  return {
    detail: (language: Language, id: number) => refereeDetail(deps, language, id),
    list: (language: Language, query: CabinetRefereesQuery) => listReferees(deps, language, query),
    create: (language: Language, body: RefereeBody) => writes.createReferee(deps, language, body),
    update: (language: Language, id: number, body: RefereeBody) => writes.updateReferee(deps, language, id, body),
    setActive: (language: Language, id: number, active: boolean) => writes.setRefereeActive(deps, language, id, active),
    setPhoto: (id: number, file: AcceptedFile | null) => writes.setRefereePhoto(deps, id, file),
  };
}

export type RefereesCabinetService = ReturnType<typeof createRefereesCabinetService>;
