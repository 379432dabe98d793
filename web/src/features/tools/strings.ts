import type { ScienceIds } from '@portal/contract';

/** «Наука» (002 §2.5 «Science»): the employee's author identifiers. */
export const scienceStrings = {
  intro: 'Ваши идентификаторы автора в наукометрических базах. Скопируйте нужный, чтобы указать его в статье, заявке на грант или отчёте.',
  missing: 'Отсутствует',
  copy: (name: string) => `Скопировать: ${name}`,
  copied: 'Скопировано',
  profile: 'Открыть профиль',
  profileOf: (name: string) => `Открыть профиль: ${name}`,
} as const;

/** The identifiers in the spec's order, each with its name and, where the base has one, its public profile. */
export const scienceIdentifiers: { key: keyof ScienceIds; name: string; profile?: (id: string) => string }[] = [
  { key: 'science_index_spin', name: 'SPIN-код РИНЦ' },
  { key: 'science_index_author_id', name: 'AuthorID РИНЦ', profile: (id) => `https://elibrary.ru/author_profile.asp?id=${encodeURIComponent(id)}` },
  { key: 'scopus_id', name: 'Scopus Author ID', profile: (id) => `https://www.scopus.com/authid/detail.uri?authorId=${encodeURIComponent(id)}` },
  { key: 'researcher_id', name: 'ResearcherID (Web of Science)', profile: (id) => `https://www.webofscience.com/wos/author/record/${encodeURIComponent(id)}` },
  { key: 'orcid', name: 'ORCID', profile: (id) => `https://orcid.org/${encodeURIComponent(id)}` },
  { key: 'google_scholar', name: 'Google Scholar', profile: (id) => `https://scholar.google.com/citations?user=${encodeURIComponent(id)}` },
];
