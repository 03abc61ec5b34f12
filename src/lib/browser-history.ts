import { createPath, NavigationType, parsePath, type Location, type Path, type To } from 'react-router-dom';

/** What the browser's history holds for an entry of the app (the same shape React Router's own history writes). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** Asked before every navigation while a screen holds it (a form with unsaved changes). */
export type ShouldBlock = (current: Location, next: Location) => boolean;

/** A navigation held back; `proceed` lets it through (held Backs go where the browser was going). */
export interface HeldNavigation {
  proceed: () => void;
}

interface Guard {
  shouldBlock: ShouldBlock;
  onHeld: (navigation: HeldNavigation) => void;
}

export interface BrowserHistory {
  readonly action: NavigationType;
  readonly location: Location;
  push: (to: To, state?: unknown) => void;
  replace: (to: To, state?: unknown) => void;
  go: (delta: number) => void;
  createHref: (to: To) => string;
  encodeLocation: (to: To) => Path;
  listen: (listener: () => void) => () => void;
  /** Holds navigations that `shouldBlock` refuses, in-app ones and the browser's Back alike; returns the release. */
  guard: (shouldBlock: ShouldBlock, onHeld: (navigation: HeldNavigation) => void) => () => void;
}

const randomKey = () => Math.random().toString(36).slice(2, 10);
const toPath = (to: To): Partial<Path> => (typeof to === 'string' ? parsePath(to) : to);

/**
 * The address bar as React Router's declarative router reads it, with the one thing the app needs from a data
 * router: holding a navigation until the user decides (React Router's own blocking lives in its data router,
 * which would more than double the router's share of a courier's first load).
 */
export function createBrowserHistory(win: Window = window): BrowserHistory {
  const listeners = new Set<() => void>();
  let guard: Guard | null = null;
  /** A Back the guard refused: the browser is stepping back to the app's entry, then it is offered to the guard. */
  let undoing: HeldNavigation | null = null;
  /** The popstate of a held Back let through: not asked again. */
  let lettingThrough = false;

  const entry = () => win.history.state as Partial<EntryState> | null;
  const readLocation = (): Location => {
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry()?.usr ?? null, key: entry()?.key ?? 'default' };
  };
  if (entry()?.idx == null) win.history.replaceState({ ...entry(), idx: 0 }, '');

  let action = NavigationType.Pop;
  let location = readLocation();
  let index = entry()!.idx!;

  const settle = (nextAction: NavigationType) => {
    action = nextAction;
    location = readLocation();
    index = entry()?.idx ?? index;
    for (const listener of listeners) listener();
  };

  const navigate = (kind: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) => {
    const next: Location = {
      pathname: '/',
      search: '',
      hash: '',
      ...toPath(to),
      state: state ?? null,
      key: randomKey(),
    };
    const write = () => {
      const written: EntryState = {
        usr: next.state,
        key: next.key,
        idx: kind === NavigationType.Push ? index + 1 : index,
      };
      if (kind === NavigationType.Push) win.history.pushState(written, '', createPath(next));
      else win.history.replaceState(written, '', createPath(next));
      settle(kind);
    };
    if (guard?.shouldBlock(location, next)) guard.onHeld({ proceed: write });
    else write();
  };

  win.addEventListener('popstate', () => {
    if (undoing) {
      // Back where the app is: only now may the guard's dialog take a history entry of its own.
      guard?.onHeld(undoing);
      undoing = null;
      return;
    }
    const moved = (entry()?.idx ?? index) - index;
    if (!lettingThrough && moved !== 0 && guard?.shouldBlock(location, readLocation())) {
      const target = index + moved;
      undoing = {
        proceed: () => {
          lettingThrough = true;
          win.history.go(target - (entry()?.idx ?? index));
        },
      };
      win.history.go(-moved);
      return;
    }
    lettingThrough = false;
    settle(NavigationType.Pop);
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to, state) => navigate(NavigationType.Push, to, state),
    replace: (to, state) => navigate(NavigationType.Replace, to, state),
    go: (delta) => win.history.go(delta),
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation: (to) => {
      const url = new URL(typeof to === 'string' ? to : createPath(to), win.location.href);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    guard: (shouldBlock, onHeld) => {
      const mine: Guard = { shouldBlock, onHeld };
      guard = mine;
      return () => {
        if (guard === mine) guard = null;
      };
    },
  };
}

let appHistory: BrowserHistory | null = null;

/** The app's one history of the address bar, made on first use. */
export const browserHistory = (): BrowserHistory => (appHistory ??= createBrowserHistory());
