import type { StaffRole } from '../../gql/graphql';

/** The staff roles in the order the admin offers them, with their names and what each may do (docs/security.md). */
export const STAFF_ROLE_INFO: ReadonlyArray<{ role: StaffRole; label: string; description: string }> = [
  { role: 'OWNER', label: 'Owner', description: 'Everything, including staff accounts and their roles.' },
  { role: 'MANAGER', label: 'Manager', description: 'Everything except staff accounts.' },
  {
    role: 'CONFIRMER',
    label: 'Confirmer',
    description: 'Reads orders and confirms or declines them by phone or WhatsApp.',
  },
  {
    role: 'DISPATCHER',
    label: 'Dispatcher',
    description: 'Packs and ships confirmed orders: couriers, labels, tracking.',
  },
  {
    role: 'ACCOUNTANT',
    label: 'Accountant',
    description: 'The dashboard, order exports and courier cash.',
  },
  { role: 'CATALOGUE', label: 'Catalogue', description: 'Products, their options and categories.' },
];

export const staffRoleLabel = (role: StaffRole | null | undefined) =>
  STAFF_ROLE_INFO.find((info) => info.role === role)?.label ?? 'Owner';
