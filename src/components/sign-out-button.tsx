import { Button } from 'konsta/react';
import { signOut } from '../lib/session';
import { Icon } from './icons';

export function SignOutButton({ className }: { className?: string }) {
  return (
    <Button inline clear small className={className} onClick={signOut}>
      <Icon name="logout" className="me-1.5 size-5" />
      Chiqish
    </Button>
  );
}
