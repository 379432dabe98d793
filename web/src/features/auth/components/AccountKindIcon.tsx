import type { AccountKey } from '@portal/contract';
import { IconBriefcase, IconSchool, IconShieldLock, type IconProps } from '@tabler/icons-react';

const icons = { student: IconSchool, employee: IconBriefcase, admin: IconShieldLock } satisfies Record<
  AccountKey,
  unknown
>;

export function AccountKindIcon({ kind, ...props }: { kind: AccountKey } & IconProps) {
  const Icon = icons[kind];
  return <Icon aria-hidden {...props} />;
}
