// The league's own cabinet: its identity (super_admin), the feedback inbox (super_admin and
// media_manager) and the first-start checklist (super_admin).
import { ImageSavedResponse, ImageUploadBody } from '../contracts/cabinet-teams';
import {
  FeedbackCountsResponse,
  FeedbackHandledBody,
  FeedbackIdParams,
  FeedbackListQuery,
  FeedbackListResponse,
  FeedbackMessageResponse,
  FeedbackReadBody,
  FeedbackReplyBody,
  FirstStartResponse,
} from '../contracts/league-cabinet';
import { LeagueIdentityBody, LeagueIdentityResponse } from '../contracts/league-identity';
import { endpoint } from './define';

const tag = 'league';

export const saveIdentity = endpoint({
  id: 'league.saveIdentity',
  method: 'PUT',
  path: '/cabinet/league',
  summary:
    "Saves the league's identity from the version it was read at (409 with the current one if it moved); the colours must keep WCAG AA contrast",
  tag,
  access: 'superAdmin',
  body: LeagueIdentityBody,
  response: LeagueIdentityResponse,
});

export const uploadLogo = endpoint({
  id: 'league.uploadLogo',
  method: 'POST',
  path: '/cabinet/league/logo',
  summary:
    "Replaces the league's logo: multipart field `logo`, an SVG (scripts, links and outside references removed) or a PNG ≤ 300 KB",
  tag,
  access: 'superAdmin',
  body: ImageUploadBody,
  bodyKind: 'multipart',
  response: ImageSavedResponse,
});

export const deleteLogo = endpoint({
  id: 'league.deleteLogo',
  method: 'DELETE',
  path: '/cabinet/league/logo',
  summary: "Removes the league's logo (its mark is drawn from its colours again)",
  tag,
  access: 'superAdmin',
  response: ImageSavedResponse,
});

export const feedbackList = endpoint({
  id: 'league.feedbackList',
  method: 'GET',
  path: '/cabinet/feedback',
  summary: 'Messages of the feedback form, newest first, paged (state: unread, open or handled)',
  tag,
  access: 'feedback',
  query: FeedbackListQuery,
  response: FeedbackListResponse,
});

export const feedbackCounts = endpoint({
  id: 'league.feedbackCounts',
  method: 'GET',
  path: '/cabinet/feedback/counts',
  summary: 'How many messages are unread and how many are not handled yet',
  tag,
  access: 'feedback',
  response: FeedbackCountsResponse,
});

export const feedbackRead = endpoint({
  id: 'league.feedbackRead',
  method: 'POST',
  path: '/cabinet/feedback/:id/read',
  summary: 'Marks a message as read',
  tag,
  access: 'feedback',
  params: FeedbackIdParams,
  body: FeedbackReadBody,
  response: FeedbackMessageResponse,
});

export const feedbackHandled = endpoint({
  id: 'league.feedbackHandled',
  method: 'POST',
  path: '/cabinet/feedback/:id/handled',
  summary: 'Marks a message as handled, or as not handled again',
  tag,
  access: 'feedback',
  params: FeedbackIdParams,
  body: FeedbackHandledBody,
  response: FeedbackMessageResponse,
});

export const feedbackReply = endpoint({
  id: 'league.feedbackReply',
  method: 'POST',
  path: '/cabinet/feedback/:id/reply',
  summary:
    "Answers a message by e-mail (sent through the outbox in the message's language from the league's name); the message becomes handled",
  tag,
  access: 'feedback',
  params: FeedbackIdParams,
  body: FeedbackReplyBody,
  response: FeedbackMessageResponse,
});

export const firstStart = endpoint({
  id: 'league.firstStart',
  method: 'GET',
  path: '/cabinet/first-start',
  summary:
    'The first-start checklist from the data: identity saved, accounts, referees, registry, a current season, a tournament',
  tag,
  access: 'superAdmin',
  response: FirstStartResponse,
});
