interface PersonName {
  surname: string;
  name: string;
  patronymic?: string | null;
}

const initial = (part: string | null | undefined) => {
  const letter = part?.trim().charAt(0);
  return letter ? `${letter.toUpperCase()}.` : '';
};

/** «Иванов И. И.»: the surname and initials. */
export function shortName(person: PersonName): string {
  return [person.surname.trim(), initial(person.name), initial(person.patronymic)].filter(Boolean).join(' ');
}

/** «Иванов Иван Иванович» */
export function fullName(person: PersonName): string {
  return [person.surname, person.name, person.patronymic]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}
