import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useExportStatistics } from '../api';
import type { DayRange } from '../date-range';
import type { StatisticsSort } from '../statistics-model';
import { useText } from '../i18n';

/** «Скачать»: the spreadsheet of the range in the table's order; spins while the server writes it. */
export function ExportButton({ range, sort }: { range: DayRange; sort: StatisticsSort }) {
  const t = useText();
  const exportStatistics = useExportStatistics();
  return (
    <Button
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={exportStatistics.isPending}
      aria-busy={exportStatistics.isPending}
      title={t('downloadLabel')}
      onClick={() =>
        exportStatistics.mutate(
          { range, sort },
          {
            onError: (error) =>
              notifications.show({ color: 'red', title: t('downloadFailed'), message: error.message }),
          },
        )
      }
    >
      {t('download')}
    </Button>
  );
}
