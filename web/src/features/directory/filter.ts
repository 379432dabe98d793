import { studentFacetFields, type FacetValue, type ReferenceItem, type StudentFacetField, type StudentFilter } from '@portal/contract';
import { directoryStrings } from './strings';

/**
 * The filter as its form holds it: the chosen values with their names (so that a choice the
 * other fields have since ruled out still shows its name), and the funding basis.
 */
export type StudentFilterForm = Record<StudentFacetField, ReferenceItem[]> & { is_free: boolean | null };

export const emptyFilterForm: StudentFilterForm = {
  institutes: [],
  kafedra: [],
  specialities: [],
  profiles: [],
  courses: [],
  groups: [],
  edu_forms: [],
  edu_levels: [],
  is_free: null,
};

/** The body's `filter`: only the fields that narrow, and the trimmed search when there is one. */
export function toStudentFilter(form: StudentFilterForm, search: string): StudentFilter {
  const filter: StudentFilter = {};
  for (const field of studentFacetFields) {
    if (form[field].length > 0) filter[field] = form[field].map((item) => item.id);
  }
  if (form.is_free !== null) filter.is_free = form.is_free;
  const searchString = search.trim();
  if (searchString) filter.search_string = searchString;
  return filter;
}

/** How many fields of the form narrow the list (shown on the collapsed filter). */
export function chosenFieldCount(form: StudentFilterForm): number {
  return studentFacetFields.filter((field) => form[field].length > 0).length + (form.is_free === null ? 0 : 1);
}

export interface FacetOption {
  value: number;
  label: string;
  /** Students the choice would leave; 0 for a chosen value the other fields rule out. */
  count: number;
}

/**
 * A field's choices: the values the faceted filter still allows, in its order, then the chosen
 * values it no longer allows (a multi-select must know every chosen value to show it).
 */
export function facetOptions(values: FacetValue[] | undefined, chosen: ReferenceItem[]): FacetOption[] {
  const options = (values ?? []).map((v) => ({ value: v.id, label: v.name, count: v.count }));
  const offered = new Set(options.map((o) => o.value));
  for (const item of chosen) {
    if (!offered.has(item.id)) options.push({ value: item.id, label: item.name, count: 0 });
  }
  return options;
}

/** The chosen ids back to items, with names from the options they were chosen among. */
export function chosenItems(ids: number[], options: FacetOption[]): ReferenceItem[] {
  const byId = new Map(options.map((o) => [o.value, o.label]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
}

export type FundingChoice = 'all' | 'budget' | 'paid';

export const fundingChoice = (isFree: boolean | null): FundingChoice => (isFree === null ? 'all' : isFree ? 'budget' : 'paid');
export const fundingValue = (choice: FundingChoice): boolean | null => (choice === 'all' ? null : choice === 'budget');

/** «Все / Бюджетное / Платное» (000 §2). */
export const fundingOptions: { value: FundingChoice; label: string }[] = [
  { value: 'all', label: directoryStrings.fundingChoices.all },
  { value: 'budget', label: directoryStrings.fundingChoices.budget },
  { value: 'paid', label: directoryStrings.fundingChoices.paid },
];
