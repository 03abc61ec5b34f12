import type { User } from './user';

export interface SignInBody {
  phone: string;
  password: string;
}

export interface SignInResult {
  token: string;
  user: User;
}

/** Claims of the HS256 token (API.md, "Conventions"). */
export interface TokenClaims {
  sub: number;
  role: User['role'];
  exp: number;
}
