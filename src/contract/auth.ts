import type { User } from './user';

export interface SignInBody {
  phone: string;
  password: string;
}

export interface SignInResult {
  token: string;
  user: User;
}
