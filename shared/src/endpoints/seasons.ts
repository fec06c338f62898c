// The league's seasons in the cabinet (ADR 0175): list, create, edit, make current. super_admin only.
import { CabinetSeasonsResponse, SeasonBody, SeasonIdParams, SeasonSavedResponse } from '../contracts/seasons';
import { endpoint } from './define';

const tag = 'seasons';

export const list = endpoint({
  id: 'seasons.list',
  method: 'GET',
  path: '/cabinet/seasons',
  summary: 'Every season, newest first, with its dates, titles and whether it is current',
  tag,
  access: 'superAdmin',
  response: CabinetSeasonsResponse,
});

export const create = endpoint({
  id: 'seasons.create',
  method: 'POST',
  path: '/cabinet/seasons',
  summary: 'Adds a season (end after start; one season per start year); not current until made so',
  tag,
  access: 'superAdmin',
  body: SeasonBody,
  response: SeasonSavedResponse,
});

export const update = endpoint({
  id: 'seasons.update',
  method: 'POST',
  path: '/cabinet/seasons/:id/edit',
  summary: 'Changes a season: titles and dates',
  tag,
  access: 'superAdmin',
  params: SeasonIdParams,
  body: SeasonBody,
  response: SeasonSavedResponse,
});

export const makeCurrent = endpoint({
  id: 'seasons.makeCurrent',
  method: 'POST',
  path: '/cabinet/seasons/:id/current',
  summary: 'Makes a season the current one (the previous current one stops being so in the same write)',
  tag,
  access: 'superAdmin',
  params: SeasonIdParams,
  response: SeasonSavedResponse,
});
