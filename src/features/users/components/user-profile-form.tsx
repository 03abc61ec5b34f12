import { useState, type FormEvent } from 'react';
import { enumOptions, SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import {
  customerKinds,
  roles,
  userStatuses,
  type CustomerKind,
  type Role,
  type UserStatus,
} from '../../../contract/enums';
import { customerKindLabels, roleLabels, userStatusLabels } from '../../../contract/labels';
import type { User } from '../../../contract/user';
import { useUpdateUser } from '../api/update-user';
import { Button } from '../../../components/button';

/** Status, role, customer kind and the legal details; only what changed is sent. */
export function UserProfileForm({ user }: { user: User }) {
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [role, setRole] = useState<Role>(user.role);
  const [kind, setKind] = useState<CustomerKind | ''>(user.customerKind ?? '');
  const [companyName, setCompanyName] = useState(user.companyName ?? '');
  const [tin, setTin] = useState(user.tin ?? '');
  const update = useUpdateUser();
  const legal = kind === 'yuridik';
  const tinError = legal && tin && !/^\d{9}$/.test(tin) ? 'STIR 9 ta raqamdan iborat boʻlishi kerak' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tinError) return;
    const body = {
      ...(status !== user.status && { status }),
      ...(role !== user.role && { role }),
      ...(kind !== (user.customerKind ?? '') && { customerKind: kind || null }),
      ...(legal && companyName.trim() !== (user.companyName ?? '') && { companyName: companyName.trim() || null }),
      ...(legal && tin !== (user.tin ?? '') && { tin: tin || null }),
    };
    if (Object.keys(body).length > 0) update.mutate({ id: user.id, body });
  };

  return (
    <form
      onSubmit={submit}
      className="rounded-xl border border-slate-200 bg-white p-4"
      aria-label="Profilni tahrirlash"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Holat"
          allLabel={null}
          value={status}
          options={enumOptions(userStatuses, userStatusLabels)}
          onChange={(v) => setStatus(v as UserStatus)}
        />
        <SelectField
          label="Rol"
          allLabel={null}
          value={role}
          options={enumOptions(roles, roleLabels)}
          onChange={(v) => setRole(v as Role)}
        />
        <SelectField
          label="Mijoz turi"
          allLabel="—"
          value={kind}
          options={enumOptions(customerKinds, customerKindLabels)}
          onChange={(v) => setKind(v as CustomerKind | '')}
        />
      </div>
      {legal && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Kompaniya nomi"
            value={companyName}
            maxLength={200}
            onChange={(e) => setCompanyName(e.target.value)}
          />
          <TextField
            label="STIR"
            inputMode="numeric"
            value={tin}
            maxLength={9}
            error={tinError}
            onChange={(e) => setTin(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          Saqlash
        </Button>
      </div>
    </form>
  );
}
