// The demo accounts of ../shared/API.md ("Demo data").
export const accounts = {
  admin: { phone: '+998900000001', password: 'admin123' },
  courier: { phone: '+998900000002', password: 'courier123' },
  courier2: { phone: '+998900000003', password: 'courier123' },
  courier3: { phone: '+998900000004', password: 'courier123' },
  superadmin: { phone: '+998900000009', password: 'super123' },
  customer: { phone: '+998900000010', password: 'user123' },
} as const;

export type Account = (typeof accounts)[keyof typeof accounts];
