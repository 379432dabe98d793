import type { StudentFacetField, StudentFacets } from '@portal/contract';
import { AutoGrid } from '../ui/AutoGrid';
import { LabelledSegments } from '../ui/LabelledSegments';
import { FacetCheckboxes } from './FacetCheckboxes';
import { FacetSelect } from './FacetSelect';
import { fundingChoice, fundingChoices, fundingValue, type FundingChoice, type StudentFilterForm } from './form';
import { useText } from './i18n';

// The order of 000 §2: the funding basis comes between the group and the education forms.
const beforeFunding: StudentFacetField[] = ['institutes', 'kafedra', 'specialities', 'profiles', 'courses', 'groups'];
const afterFunding: StudentFacetField[] = ['edu_forms', 'edu_levels'];

interface StudentFilterFieldsProps {
  form: StudentFilterForm;
  onChange: (form: StudentFilterForm) => void;
  /** The faceted filter's answer for the form; undefined while it has not come. */
  facets: StudentFacets | undefined;
  /** Study forms and levels as checkboxes (the audience screen, 001 §2) instead of selects. */
  formsAsCheckboxes?: boolean;
}

/**
 * The student filter's fields (000 §2, 001 §2): each offers what the other chosen fields still
 * allow, with counts; choosing an institute narrows the kafedras and groups.
 */
export function StudentFilterFields({ form, onChange, facets, formsAsCheckboxes = false }: StudentFilterFieldsProps) {
  const t = useText();
  const field = (name: StudentFacetField, checkboxes = false) => {
    const props = {
      field: name,
      label: t(`fields.${name}`),
      values: facets?.[name],
      chosen: form[name],
      onChange: (chosen: number[]) => onChange({ ...form, [name]: chosen }),
    };
    return checkboxes ? <FacetCheckboxes key={name} {...props} /> : <FacetSelect key={name} {...props} />;
  };

  return (
    <AutoGrid min={16} maxCols={3} gap="md" rowGap="sm">
      {beforeFunding.map((name) => field(name))}
      <LabelledSegments<FundingChoice>
        label={t('funding')}
        value={fundingChoice(form.is_free)}
        onChange={(choice) => onChange({ ...form, is_free: fundingValue(choice) })}
        data={fundingChoices.map((value) => ({ value, label: t(`fundingChoices.${value}`) }))}
      />
      {afterFunding.map((name) => field(name, formsAsCheckboxes))}
    </AutoGrid>
  );
}
