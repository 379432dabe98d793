import { Alert, Input, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import type { StudentFacetField, StudentFilter } from '@portal/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useStudentFacets } from '../api';
import { chosenFieldCount, fundingChoice, fundingOptions, fundingValue, type FundingChoice, type StudentFilterForm } from '../filter';
import { directoryStrings } from '../strings';
import { FacetSelect } from './FacetSelect';
import { FilterPanel } from '../../../shared/ui/FilterPanel';

// The order of 000 §2: the funding basis comes between the group and the education forms.
const beforeFunding: StudentFacetField[] = ['institutes', 'kafedra', 'specialities', 'profiles', 'courses', 'groups'];
const afterFunding: StudentFacetField[] = ['edu_forms', 'edu_levels'];

interface StudentFacetFilterProps {
  draft: StudentFilterForm;
  /** The draft as the body sends it (with the search): what the facets are asked for. */
  draftFilter: StudentFilter;
  onChange: (draft: StudentFilterForm) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The admin's faceted filter (000 §2): each field offers what the other chosen fields still allow,
 * with counts; choosing an institute narrows the kafedras and groups.
 */
export function StudentFacetFilter({ draft, draftFilter, onChange, onApply, onReset }: StudentFacetFilterProps) {
  const facets = useStudentFacets(draftFilter);
  const fundingLabelId = useId();
  const facetSelect = (field: StudentFacetField) => (
    <FacetSelect
      key={field}
      field={field}
      label={directoryStrings.fields[field]}
      values={facets.data?.[field]}
      chosen={draft[field]}
      onChange={(chosen) => onChange({ ...draft, [field]: chosen })}
    />
  );

  return (
    <FilterPanel
      chosen={chosenFieldCount(draft)}
      onApply={onApply}
      onReset={onReset}
      hint={
        facets.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {directoryStrings.draftTotal(facets.data.total)}
          </Text>
        )
      }
    >
      {facets.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {directoryStrings.filterLoadError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        {beforeFunding.map(facetSelect)}
        <div>
          <Input.Label id={fundingLabelId} display="block" mb={4}>
            {directoryStrings.funding}
          </Input.Label>
          <SegmentedControl<FundingChoice>
            aria-labelledby={fundingLabelId}
            fullWidth
            value={fundingChoice(draft.is_free)}
            onChange={(choice) => onChange({ ...draft, is_free: fundingValue(choice) })}
            data={fundingOptions}
          />
        </div>
        {afterFunding.map(facetSelect)}
      </SimpleGrid>
    </FilterPanel>
  );
}
