// Sign-in and the signed-in user.
import { LoginRequest, LoginResponse, LogoutResponse, MeResponse } from '../contracts/auth';
import { endpoint } from './define';

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
