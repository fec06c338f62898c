// Sign-in and the signed-in user.
import {
  AccountLanguageBody,
  AccountLanguageResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  MeResponse,
  PasswordChangeRequest,
  SessionIdParams,
  SessionsEndedResponse,
  SessionsResponse,
} from '../contracts/auth';
import { endpoint } from './define';
import { SigningPinBody, SigningPinResponse } from '../contracts/match-sheet';

const tag = 'auth';

export const login = endpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/cabinet/login',
  summary: 'Sign in with e-mail and password; answers a bearer token, the role and the user',
  tag,
  access: 'public',
  body: LoginRequest,
  response: LoginResponse,
});

export const logout = endpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/cabinet/logout',
  summary: 'Revoke the current token',
  tag,
  access: 'signed-in',
  response: LogoutResponse,
});

export const me = endpoint({
  id: 'auth.me',
  method: 'GET',
  path: '/cabinet/me',
  summary: 'The signed-in user',
  tag,
  access: 'signed-in',
  response: MeResponse,
});

export const sessions = endpoint({
  id: 'auth.sessions',
  method: 'GET',
  path: '/cabinet/sessions',
  summary: "The signed-in user's open sessions (devices), the current one marked",
  tag,
  access: 'signed-in',
  response: SessionsResponse,
});

export const endSession = endpoint({
  id: 'auth.endSession',
  method: 'DELETE',
  path: '/cabinet/sessions/:id',
  summary: "End one of the signed-in user's sessions (another user's session is a 404)",
  tag,
  access: 'signed-in',
  params: SessionIdParams,
  response: SessionsEndedResponse,
});

export const endOtherSessions = endpoint({
  id: 'auth.endOtherSessions',
  method: 'POST',
  path: '/cabinet/sessions/end-others',
  summary: 'End every session of the signed-in user except this one',
  tag,
  access: 'signed-in',
  response: SessionsEndedResponse,
});

export const changePassword = endpoint({
  id: 'auth.changePassword',
  method: 'POST',
  path: '/cabinet/password',
  summary: 'Change the password (the current one is checked); every other session ends',
  tag,
  access: 'signed-in',
  body: PasswordChangeRequest,
  response: SessionsEndedResponse,
});

export const language = endpoint({
  id: 'auth.language',
  method: 'GET',
  path: '/cabinet/account/language',
  summary: "The language the signed-in user's e-mail is written in (kk, ru or en)",
  tag,
  access: 'signed-in',
  response: AccountLanguageResponse,
});

export const saveLanguage = endpoint({
  id: 'auth.saveLanguage',
  method: 'PUT',
  path: '/cabinet/account/language',
  summary: "Sets the language of the signed-in user's e-mail (the cabinet sends it when the user switches language)",
  tag,
  access: 'signed-in',
  body: AccountLanguageBody,
  response: AccountLanguageResponse,
});

// A team official's signing PIN for match sheets (ADR 0251).
export const signingPin = endpoint({
  id: 'auth.signingPin',
  method: 'GET',
  path: '/cabinet/account/signing-pin',
  summary: 'Whether the team official has a signing PIN (for signing a match sheet on the referee’s device)',
  tag,
  access: 'commandAdmin',
  response: SigningPinResponse,
});

export const setSigningPin = endpoint({
  id: 'auth.setSigningPin',
  method: 'PUT',
  path: '/cabinet/account/signing-pin',
  summary: 'Sets or changes the team official’s six-digit signing PIN (stored hashed), with their current password',
  tag,
  access: 'commandAdmin',
  body: SigningPinBody,
  response: SigningPinResponse,
});
