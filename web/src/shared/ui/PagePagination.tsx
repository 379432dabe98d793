import { Group, Pagination } from '@mantine/core';
import type { PaginationMeta } from '@portal/contract';
import { useSharedText } from '../i18n/shared-text';

/** Pages below a list: a window of 4 pages on each side of the current one (000 §9). */
export function PagePagination({
  meta,
  onChange,
}: {
  meta: PaginationMeta | undefined;
  onChange: (page: number) => void;
}) {
  const t = useSharedText();
  if (!meta || meta.last_page <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination
        total={meta.last_page}
        value={meta.current_page}
        onChange={onChange}
        siblings={4}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(`paginationControl.${control}`) })}
        getItemProps={(page) => ({ 'aria-label': `${t('page')} ${page}` })}
      />
    </Group>
  );
}
