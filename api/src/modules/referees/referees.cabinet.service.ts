// The referees registry of the cabinet (super_admin; issue 32 §2): the paged list with private
// contacts, one referee, create, edit, photo (metadata removed) and (de)activation — each write
// in one transaction on the referee's row. An inactive referee leaves the crew pickers and the
// public list; the crews they were on stay. The use cases are in cabinet/; this is the service
// the routes call.
import { bindDeps } from '../../lib/bind-deps';
import type { RefereesCabinetDeps } from './cabinet/deps';
import { listReferees, refereeDetail } from './cabinet/reads';
import * as writes from './cabinet/writes';

export function createRefereesCabinetService(deps: RefereesCabinetDeps) {
  return bindDeps(deps, {
    detail: refereeDetail,
    list: listReferees,
    create: writes.createReferee,
    update: writes.updateReferee,
    setActive: writes.setRefereeActive,
    setPhoto: writes.setRefereePhoto,
  });
}

export type RefereesCabinetService = ReturnType<typeof createRefereesCabinetService>;
