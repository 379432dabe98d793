import { incline } from 'lvovich';

/**
 * «Петровой Марии Сергеевны»: a full name as «Фамилия Имя Отчество» in the genitive (after «от
 * имени»), declined by lvovich (surnames, names and patronymics by their Russian rules, the
 * gender from the patronymic or the name). Words past the third stay as they are.
 */
export function genitiveFullName(full: string): string {
  const [last, first, middle, ...rest] = full.trim().split(/\s+/);
  const declined = incline({ last, first, middle }, 'genitive');
  return [declined.last, declined.first, declined.middle, ...rest].filter(Boolean).join(' ');
}
