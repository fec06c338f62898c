// Referees in the cabinet (super_admin): list, one, create, edit, photo, deactivate.
import {
  CabinetRefereeResponse,
  CabinetRefereesQuery,
  CabinetRefereesResponse,
  RefereeActiveBody,
  RefereeBody,
  RefereeIdParams,
  RefereePhotoResponse,
} from '../contracts/cabinet-referees';
import { PhotoUploadBody } from '../contracts/cabinet-documents';
import { endpoint } from './define';

const tag = 'referees';

export const cabinetList = endpoint({
  id: 'referees.cabinetList',
  method: 'GET',
  path: '/cabinet/referees',
  summary: 'Referees, paged: search by name in any language, filter active or inactive; with private contacts',
  tag,
  access: 'superAdmin',
  query: CabinetRefereesQuery,
  response: CabinetRefereesResponse,
});

export const cabinetDetail = endpoint({
  id: 'referees.cabinetDetail',
  method: 'GET',
  path: '/cabinet/referees/:id',
  summary: 'One referee with every language of the names, contacts and the linked account',
  tag,
  access: 'superAdmin',
  params: RefereeIdParams,
  response: CabinetRefereeResponse,
});

export const create = endpoint({
  id: 'referees.create',
  method: 'POST',
  path: '/cabinet/referees',
  summary: 'Registers a referee (active)',
  tag,
  access: 'superAdmin',
  body: RefereeBody,
  response: CabinetRefereeResponse,
});

export const update = endpoint({
  id: 'referees.update',
  method: 'PUT',
  path: '/cabinet/referees/:id',
  summary: "Replaces a referee's fields",
  tag,
  access: 'superAdmin',
  params: RefereeIdParams,
  body: RefereeBody,
  response: CabinetRefereeResponse,
});

export const setActive = endpoint({
  id: 'referees.setActive',
  method: 'PUT',
  path: '/cabinet/referees/:id/active',
  summary: 'Deactivates a referee (off the crew pickers and the public pages; past crews stay) or reactivates one',
  tag,
  access: 'superAdmin',
  params: RefereeIdParams,
  body: RefereeActiveBody,
  response: CabinetRefereeResponse,
});

export const uploadPhoto = endpoint({
  id: 'referees.photo',
  method: 'POST',
  path: '/cabinet/referees/:id/photo',
  summary: "Replaces a referee's photo (multipart `photo`: JPEG, PNG or WebP, at most 300 KB; metadata removed)",
  tag,
  access: 'superAdmin',
  params: RefereeIdParams,
  body: PhotoUploadBody,
  bodyKind: 'multipart',
  response: RefereePhotoResponse,
});
