import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One key's new value: a string, a list (repeated keys) or `''`/`[]`/`null` to remove the key. */
export type ParamValue = string | number | readonly string[] | null | undefined;
/** A change to the URL, key by key; interfaces of filters (no index signature) are taken too. */
export type ParamsChange<Change = Record<string, ParamValue>> = { [K in keyof Change]: ParamValue };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `key` if it is a positive integer, else `fallback`. */
export const pickPositiveInt = (params: URLSearchParams, key: string, fallback = 0): number => {
  const n = Number(params.get(key));
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The values of `key` that are in `allowed`, in `allowed`'s order (unknown ones dropped). */
export const pickAll = <T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] =>
  allowed.filter((value) => params.getAll(key).includes(value));

/** `key` if it is one of `allowed`, else `''`. */
export const pickOne = <T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T | '' => {
  const value = params.get(key);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
};

/** `key` if it is a `YYYY-MM-DD` date, else `''`. */
export const pickDate = (params: URLSearchParams, key: string): string => {
  const value = params.get(key) ?? '';
  return DATE.test(value) ? value : '';
};

/** `key` if it is a page cursor (base64url, as the order lists' `meta.next`/`meta.prev`), else `''`. */
export const pickCursor = (params: URLSearchParams, key: string): string => {
  const value = params.get(key) ?? '';
  return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : '';
};

/** `key` without surrounding spaces (a search as typed), or `''`. */
export const pickText = (params: URLSearchParams, key: string): string => params.get(key)?.trim() ?? '';

/**
 * `current` with `change` written over it, each key under `prefix` (a screen with several lists
 * keeps each one's keys apart: `p.page`, `d.search`…). A new filter, sort or search shows its
 * first page: `page` is removed unless the change sets it, and with it the page's cursor (`after`,
 * `before`: keyset paging of the order lists).
 */
export function applyChange<Change extends ParamsChange<Change>>(
  current: URLSearchParams,
  change: Change,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change) as [string, ParamValue][]) {
    next.delete(prefix + key);
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined && v !== '') next.append(prefix + key, String(v));
  }
  if (!('page' in change)) for (const key of ['page', 'after', 'before']) next.delete(prefix + key);
  return next;
}

/**
 * Replaces the query string with `update(current)`, in place of the history entry (filters are no steps
 * back). `current` is the address bar as it is now: React Router hands its own updater the params of the
 * last render, so a second change before the next render (a chip tapped, then a select changed at once)
 * wrote over the first. The app's router is a browser router, whose navigations write the address bar
 * at once.
 */
export function useReplaceParams() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (update: (current: URLSearchParams) => URLSearchParams) =>
      setParams(update(new URLSearchParams(window.location.search)), { replace: true }),
    [setParams],
  );
}

/** Writes a change into the URL as applyChange does (useReplaceParams). */
export function useParamsChange(prefix = '') {
  const replaceParams = useReplaceParams();
  return useCallback(
    <Change extends ParamsChange<Change>>(change: Change) =>
      replaceParams((current) => applyChange(current, change, prefix)),
    [prefix, replaceParams],
  );
}

/** The `?id=` of a detail or form screen: a positive integer, or 0 when there is none (a new item). */
export function useIdParam(): number {
  const [params] = useSearchParams();
  return pickPositiveInt(params, 'id');
}
