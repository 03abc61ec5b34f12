import type { AuthCache } from '../auth/auth-cache';
import type { Config } from '../config';
import type { Db, DbKind } from '../db/client';
import type { VersionCache } from '../db/version-cache';
import type { UserRow } from '../dto/user';
import type { ObjectStore } from '../storage/object-store';
import type { AnswerCache } from './answer-cache';

/** What every request can read with `c.var` (set once in createApp). */
export interface AppVariables {
  db: Db;
  dbKind: DbKind;
  config: Config;
  jwtSecret: string;
  store: ObjectStore;
  /** The polled tables' versions as this instance knows them (db/version-cache.ts). */
  versions: VersionCache;
  authCache: AuthCache;
  answers: AnswerCache;
  /** The request's X-Request-Id (server/http/request-log.ts). */
  requestId: string;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** After `requireAuth`: the signed-in user, loaded fresh from the database. */
export interface AuthEnv {
  Variables: AppVariables & {
    user: UserRow;
    /** The fingerprint of what the answer shows, read with it (http/poll-cache.ts, `RowsFingerprint`). */
    answerFingerprint?: string;
  };
}
