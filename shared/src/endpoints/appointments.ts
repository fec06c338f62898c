// Appointments of match officials (ADR 0213): the official's offers and unavailable days, the
// league's offers of a match and its list of matches still needing officials.
import {
  AnswerBody,
  MatchCrewOffersResponse,
  MyAppointmentsResponse,
  NeededMatchesResponse,
  OfferBody,
  UnavailableBody,
} from '../contracts/appointments';
import { MatchIdParams } from '../contracts/cabinet-matches';
import { endpoint } from './define';

const tag = 'matches';

export const mine = endpoint({
  id: 'appointments.mine',
  method: 'GET',
  path: '/cabinet/appointments',
  summary:
    'The signed-in official’s appointments (offered, accepted, declined) of matches from today on, and their unavailable days',
  tag,
  access: 'appointmentsOwn',
  response: MyAppointmentsResponse,
});

export const answer = endpoint({
  id: 'appointments.answer',
  method: 'POST',
  path: '/cabinet/appointments/answer',
  summary:
    'Accepts or declines (with a reason) an offer made to the signed-in official; 409 with the current appointments when it is no longer offered',
  tag,
  access: 'appointmentsOwn',
  body: AnswerBody,
  response: MyAppointmentsResponse,
});

export const addUnavailable = endpoint({
  id: 'appointments.addUnavailable',
  method: 'POST',
  path: '/cabinet/appointments/unavailable',
  summary: 'Marks a day the signed-in official cannot officiate (today or later)',
  tag,
  access: 'appointmentsOwn',
  body: UnavailableBody,
  response: MyAppointmentsResponse,
});

export const removeUnavailable = endpoint({
  id: 'appointments.removeUnavailable',
  method: 'POST',
  path: '/cabinet/appointments/available',
  summary: 'Takes back a day marked unavailable',
  tag,
  access: 'appointmentsOwn',
  body: UnavailableBody,
  response: MyAppointmentsResponse,
});

export const offer = endpoint({
  id: 'appointments.offer',
  method: 'POST',
  path: '/cabinet/matches/:id/offers',
  summary:
    'The league offers a role of the match to an official (e-mailed); refused on referee_id when the official is unavailable that day or busy in an overlapping match',
  tag,
  access: 'superAdmin',
  params: MatchIdParams,
  body: OfferBody,
  response: MatchCrewOffersResponse,
});

export const needed = endpoint({
  id: 'appointments.needed',
  method: 'GET',
  path: '/cabinet/appointments/needed',
  summary:
    'Scheduled matches from today on with a role no official has accepted: missing, offered without an answer, or declined',
  tag,
  access: 'superAdmin',
  response: NeededMatchesResponse,
});
