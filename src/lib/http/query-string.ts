export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

const isEmpty = (value: QueryValue): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

/** `?a=1&status=x&status=y`, arrays as repeated keys, empty values left out. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (!isEmpty(value)) search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
