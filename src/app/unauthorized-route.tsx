import { useAtomSnapshot } from '../lib/hooks/use-atom-snapshot';
import { UnauthorizedScreen } from '../features/auth/components/unauthorized-screen';
import { userAtom } from '../lib/session';
import { menuFor } from './menu';

/** "Ruxsat yoʻq" with a way home: the first screen of the signed-in role's menu. */
export default function UnauthorizedRoute() {
  const role = useAtomSnapshot(userAtom)?.role ?? null;
  return <UnauthorizedScreen home={menuFor(role)[0]?.path} />;
}
