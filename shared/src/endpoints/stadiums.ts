// Stadiums in the cabinet (super_admin): list, create, read, update, delete.
import {
  CabinetStadiumResponse,
  CabinetStadiumsResponse,
  DeletedResponse,
  RecordIdParams,
  StadiumBody,
  StadiumsQuery,
} from '../contracts/stadiums';
import { endpoint } from './define';

const tag = 'stadiums';

export const cabinetStadiums = endpoint({
  id: 'stadiums.cabinetList',
  method: 'GET',
  path: '/cabinet/stadiums',
  summary: 'Stadiums, paged: sort by title or city, search by title in any language, filter by city',
  tag,
  access: 'superAdmin',
  query: StadiumsQuery,
  response: CabinetStadiumsResponse,
});

export const createStadium = endpoint({
  id: 'stadiums.create',
  method: 'POST',
  path: '/cabinet/stadiums',
  summary: 'Adds a stadium',
  tag,
  access: 'superAdmin',
  body: StadiumBody,
  response: CabinetStadiumResponse,
});

export const cabinetStadium = endpoint({
  id: 'stadiums.cabinetDetail',
  method: 'GET',
  path: '/cabinet/stadiums/:id',
  summary: 'One stadium with every language of its title and address',
  tag,
  access: 'superAdmin',
  params: RecordIdParams,
  response: CabinetStadiumResponse,
});

export const updateStadium = endpoint({
  id: 'stadiums.update',
  method: 'PUT',
  path: '/cabinet/stadiums/:id',
  summary: 'Replaces the fields of a stadium',
  tag,
  access: 'superAdmin',
  params: RecordIdParams,
  body: StadiumBody,
  response: CabinetStadiumResponse,
});

export const deleteStadium = endpoint({
  id: 'stadiums.delete',
  method: 'DELETE',
  path: '/cabinet/stadiums/:id',
  summary: 'Deletes a stadium no match uses (409 otherwise)',
  tag,
  access: 'superAdmin',
  params: RecordIdParams,
  response: DeletedResponse,
});
