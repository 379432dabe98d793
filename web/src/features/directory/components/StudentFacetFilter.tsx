import { Alert, Text } from '@mantine/core';
import type { StudentFilter } from '@portal/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useStudentFacets } from '../../../shared/student-filter/api';
import { chosenFieldCount, type StudentFilterForm } from '../../../shared/student-filter/form';
import { StudentFilterFields } from '../../../shared/student-filter/StudentFilterFields';
import { FilterPanel } from '../../../shared/ui/FilterPanel';
import { useText } from '../i18n';

interface StudentFacetFilterProps {
  draft: StudentFilterForm;
  /** The draft as the body sends it (with the search): what the facets are asked for. */
  draftFilter: StudentFilter;
  onChange: (draft: StudentFilterForm) => void;
  onApply: () => void;
  onReset: () => void;
}

/** The admin's faceted filter (000 §2) in its panel, with the draft's total. */
export function StudentFacetFilter({ draft, draftFilter, onChange, onApply, onReset }: StudentFacetFilterProps) {
  const t = useText();
  const facets = useStudentFacets(draftFilter);
  return (
    <FilterPanel
      chosen={chosenFieldCount(draft)}
      onApply={onApply}
      onReset={onReset}
      hint={
        facets.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('draftTotal', { count: facets.data.total })}
          </Text>
        )
      }
    >
      {facets.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {t('filterLoadError')}
        </Alert>
      )}
      <StudentFilterFields form={draft} onChange={onChange} facets={facets.data} />
    </FilterPanel>
  );
}
