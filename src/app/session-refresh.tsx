import { useSessionRefresh } from '../features/auth/hooks/use-session-refresh';

export function SessionRefresh() {
  useSessionRefresh();
  return null;
}
