import type { ScienceIds } from '@portal/contract';
import { initialsLatin, transliterate, type PersonName } from './names';
import type { Random } from './random';

export const DEMO_DOMAIN = 'demo.local';

/**
 * Corporate e-mail addresses, all different: ivanov.ii.25@demo.local for a student admitted in
 * 2025, ivanov.ii@demo.local for an employee; a clash gets a number (ivanov.ii2.25@…).
 */
export class EmailBook {
  private readonly used = new Set<string>();

  reserve(email: string): void {
    this.used.add(email.toLowerCase());
  }

  student(person: PersonName, admissionYear: number): string {
    const yy = String(admissionYear % 100).padStart(2, '0');
    return this.unique((n) => `${transliterate(person.surname)}.${initialsLatin(person)}${n}.${yy}@${DEMO_DOMAIN}`);
  }

  employee(person: PersonName): string {
    return this.unique((n) => `${transliterate(person.surname)}.${initialsLatin(person)}${n}@${DEMO_DOMAIN}`);
  }

  private unique(make: (suffix: string) => string): string {
    for (let n = 1; ; n++) {
      const email = make(n === 1 ? '' : String(n));
      if (!this.used.has(email)) {
        this.used.add(email);
        return email;
      }
    }
  }
}

/** Record-book codes: admission year, institute letter, a number within them (25И0457). */
export class RecordBooks {
  private readonly last = new Map<string, number>();

  constructor(private readonly rng: Random) {}

  next(admissionYear: number, letter: string): string {
    const prefix = `${String(admissionYear % 100).padStart(2, '0')}${letter}`;
    // Small gaps, as left by expelled and transferred students.
    const number = (this.last.get(prefix) ?? 0) + this.rng.int(1, 3);
    this.last.set(prefix, number);
    return `${prefix}${String(number).padStart(4, '0')}`;
  }
}

/** Increasing integers with random gaps: timetable ids that look like someone else's keys. */
export class IdSequence {
  constructor(
    private readonly rng: Random,
    private current: number,
    private readonly maxGap = 7,
  ) {}

  next(): number {
    this.current += this.rng.int(1, this.maxGap);
    return this.current;
  }
}

export const externalId = (prefix: 'st' | 'emp', n: number) => `${prefix}-${String(n).padStart(6, '0')}`;

/** A Russian mobile number: +7 912 345-67-89. */
export const mobilePhone = (rng: Random) => `+7 9${rng.digits(2)} ${rng.digits(3)}-${rng.digits(2)}-${rng.digits(2)}`;

/** An office number of the university's switchboard. */
export const workPhone = (rng: Random) => `+7 (495) ${rng.int(200, 299)}-${rng.digits(2)}-${rng.digits(2)}`;

const mailDomains = [
  'mail.ru',
  'mail.ru',
  'mail.ru',
  'yandex.ru',
  'yandex.ru',
  'gmail.com',
  'gmail.com',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'rambler.ru',
];

/** A personal address as people choose them; these need not be unique. */
export function personalEmail(rng: Random, person: PersonName, birthYear: number): string {
  const surname = transliterate(person.surname);
  const name = transliterate(person.name);
  const local = rng.pick([
    () => `${name}.${surname}`,
    () => `${surname}.${name}${birthYear}`,
    () => `${name.charAt(0)}${surname}${rng.int(1, 99)}`,
    () => `${surname}${String(birthYear).slice(2)}`,
    () => `${name}${surname.charAt(0)}_${rng.int(100, 999)}`,
  ])();
  return `${local}@${rng.pick(mailDomains)}`;
}

/** ORCID iDs end in an ISO 7064 MOD 11-2 check character. */
export function orcidWithChecksum(base15: string): string {
  let total = 0;
  for (const ch of base15) total = (total + Number(ch)) * 2;
  const check = (12 - (total % 11)) % 11;
  const digits = `${base15}${check === 10 ? 'X' : String(check)}`;
  return digits.match(/.{4}/g)!.join('-');
}

const scholarChars = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

/** Science identifiers of a researcher; a field is null when the person has none. */
export function scienceIds(rng: Random, activity: number): ScienceIds {
  const has = (p: number) => rng.chance(Math.min(0.97, p * activity));
  // Nearly every Russian researcher is in the national index (РИНЦ); the rest depend on activity.
  const spin = rng.chance(0.95);
  return {
    science_index_spin: spin ? `${rng.digits(4)}-${rng.digits(4)}` : null,
    science_index_author_id: spin ? String(rng.int(100000, 1199999)) : null,
    scopus_id: has(0.5) ? `5${rng.digits(10)}` : null,
    researcher_id: has(0.3)
      ? `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}-${rng.digits(4)}-` +
        `${rng.int(2010, 2025)}`
      : null,
    orcid: has(0.6) ? orcidWithChecksum(`000000${rng.int(1, 3)}${rng.digits(8)}`) : null,
    google_scholar: has(0.35) ? `${Array.from({ length: 7 }, () => rng.pick(scholarChars)).join('')}AAAAJ` : null,
  };
}
