import { Badge } from '@mantine/core';
import { useDesk } from '../desk';
import { useText } from '../i18n';
import { statusName } from '../status';

const colors: Record<number, string> = { 1: 'blue', 3: 'yellow', 2: 'gray' };

/** A request's status (002 §4); its author reads a new one as «Открыта». */
export function RequestStatusBadge({ status, forAuthor = false }: { status: number; forAuthor?: boolean }) {
  const t = useText();
  const { kind } = useDesk();
  const name = statusName(status);
  return (
    <Badge
      color={colors[status] ?? 'gray'}
      variant="light"
      style={{ textTransform: 'none', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {name ? t(forAuthor ? `authorStatus.${name}` : `status.${name}`, { context: kind }) : ''}
    </Badge>
  );
}
