import { studentFacetFields, type FacetValue, type StudentFacetField, type StudentFilter } from '@portal/contract';

/** The filter as its form holds it: the chosen ids of each field, and the funding basis. */
export type StudentFilterForm = Record<StudentFacetField, number[]> & { is_free: boolean | null };

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

/** The filter part of a state that holds more. */
export function filterFormOf(state: StudentFilterForm): StudentFilterForm {
  const form = { ...emptyFilterForm };
  for (const field of studentFacetFields) form[field] = state[field];
  form.is_free = state.is_free;
  return form;
}

/** The body's `filter`: only the fields that narrow, and the trimmed search when there is one. */
export function toStudentFilter(form: StudentFilterForm, search: string): StudentFilter {
  const filter: StudentFilter = {};
  for (const field of studentFacetFields) {
    if (form[field].length > 0) filter[field] = [...form[field]];
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
 * values it no longer allows (a multi-select must know every chosen value to show it), named from
 * `names` (a reference lookup) while the facets do not name them.
 */
export function facetOptions(
  values: FacetValue[] | undefined,
  chosen: readonly number[],
  names: ReadonlyMap<number, string> = new Map(),
): FacetOption[] {
  const options = (values ?? []).map((v) => ({ value: v.id, label: v.name, count: v.count }));
  const offered = new Set(options.map((o) => o.value));
  for (const id of chosen) {
    if (!offered.has(id)) options.push({ value: id, label: names.get(id) ?? '…', count: 0 });
  }
  return options;
}

/** The chosen ids the facets do not name (yet): these are looked up by id. */
export function unnamedChosen(values: FacetValue[] | undefined, chosen: readonly number[]): number[] {
  const offered = new Set((values ?? []).map((v) => v.id));
  return chosen.filter((id) => !offered.has(id));
}

export type FundingChoice = 'all' | 'budget' | 'paid';

export const fundingChoice = (isFree: boolean | null): FundingChoice =>
  isFree === null ? 'all' : isFree ? 'budget' : 'paid';
export const fundingValue = (choice: FundingChoice): boolean | null => (choice === 'all' ? null : choice === 'budget');

/** «Все / Бюджетное / Платное» (000 §2), in this order. */
export const fundingChoices: readonly FundingChoice[] = ['all', 'budget', 'paid'];
