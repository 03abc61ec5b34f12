// Response shapes shared by every call (API.md, "Conventions").
export interface ListMeta {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** The order lists (keyset paging): `after` for the next page, when there is one. */
  next?: string;
  /** The order lists: `before` for the previous page, when there is one. */
  prev?: string;
  /** The order lists: `total` is an estimate, past a count too long to make for every page. */
  approximate?: true;
}

export interface One<T> {
  data: T;
}

export interface List<T> {
  data: T[];
  meta: ListMeta;
}

export interface FieldError {
  path: string;
  message: string;
}

/** At most this many field errors in one answer; `meta.more` counts the rest (API.md, "Conventions"). */
export const maxFieldErrors = 20;

export interface ErrorBody {
  data: null;
  meta: { status: number; message: string; errors?: FieldError[]; more?: number };
}
