import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountKey, Language, PermissionKey, ScienceIds } from '@portal/contract';
import { searchKey } from '../search-text';
import { employeeDepartments, groups, posts, workTypes } from './university';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /**
     * Set when an admin gave the user a temporary password (its hash is `passwordHash`): a session
     * opened with it can only choose a new one. Cleared by that change.
     */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    surname: text('surname').notNull(),
    name: text('name').notNull(),
    patronymic: text('patronymic'),
    /** The surname as searches compare it (db/search-text.ts): lower-cased, ё as е. Kept by PostgreSQL. */
    surnameKey: text('surname_key')
      .notNull()
      .generatedAlwaysAs((): SQL => searchKey(users.surname)),
    defaultAccountKey: text('default_account_key').$type<AccountKey>(),
    defaultAccountId: integer('default_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The portal's language for the user (issue 17): their e-mails and the portal's own notifications too. */
    language: text('language').$type<Language>().notNull().default('ru'),
    /**
     * When the person left the university (issue 33: the import's `left_at` or
     * `--missing=deactivate`, or an admin): from then on they cannot sign in, their sessions are
     * gone (a trigger ends them) and they are out of audiences, pickers and the directory's lists.
     */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** When the retention job removed the personal data of a person who left (`RETENTION_LEFT_DAYS`). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The directories search surnames by any part (LIKE '%…%')…
    index('users_surname_key_trgm_idx').using('gin', t.surnameKey.op('gin_trgm_ops')),
    // …and by their start when the search is shorter than a trigram.
    index('users_surname_key_prefix_idx').on(t.surnameKey.op('text_pattern_ops')),
    index('users_surname_name_idx').on(t.surname, t.name, t.id),
    check('users_language_check', sql`${t.language} in ('ru', 'en')`),
    index('users_left_at_idx')
      .on(t.leftAt)
      .where(sql`${t.leftAt} is not null`),
  ],
);

/**
 * Text compared byte by byte (collation "C"), whatever the database's own collation: fast to sort,
 * and for a search key (lower-case, ё as е) that is the Russian alphabet's order.
 */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
    .unique(),
});

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    /** The account's uuid (001 §3 Person), as employees have one. */
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull().unique(),
    recordBookCode: text('record_book_code').notNull(),
    groupId: integer('group_id').references(() => groups.id),
    /** true: budget, false: paid (the spec's is_free). */
    isFree: boolean('is_free').notNull(),
    isHeadman: boolean('is_headman').notNull().default(false),
    gender: text('gender').$type<'male' | 'female'>().notNull(),
    email: text('email'),
    phone: text('phone'),
    /**
     * The student's full name as the list is sorted: searchKey(surname || ' ' || name || ' ' ||
     * patronymic) of their user, in byte order: а…я with ё as е. Kept by the triggers of migration
     * 0006 (on inserting a student, changing its user, renaming a user), so the list's page is
     * read from this table alone.
     */
    sortKey: byteOrderedText('sort_key').notNull().default(''),
  },
  (t) => [
    index('students_user_idx').on(t.userId),
    // A page of the list: this index in order, filtered by the group and funding basis it also
    // holds (an index-only scan), up to the page's LIMIT.
    index('students_sort_idx').on(t.sortKey, t.id, t.groupId, t.isFree),
    // Facet counts aggregate students by group and funding basis with an index-only scan, and a
    // page of a few groups' students is taken from it, index-only too, and sorted.
    index('students_group_sort_idx').on(t.groupId, t.isFree, t.sortKey, t.id),
    index('students_record_book_idx').on(sql`lower(${t.recordBookCode}) text_pattern_ops`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull().unique(),
    email: text('email'),
    phone: text('phone'),
    /** The teaching staff (ППС) flag. */
    isPps: boolean('is_pps').notNull().default(false),
    timetableId: integer('timetable_id'),
    science: jsonb('science').$type<ScienceIds>(),
  },
  (t) => [index('employees_user_idx').on(t.userId), index('employees_timetable_idx').on(t.timetableId)],
);

export const employeeWorks = pgTable(
  'employee_works',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => employeeDepartments.id),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    workTypeId: integer('work_type_id')
      .notNull()
      .references(() => workTypes.id),
  },
  (t) => [
    index('employee_works_employee_idx').on(t.employeeId),
    index('employee_works_department_idx').on(t.departmentId),
  ],
);

export const permissions = pgTable('permissions', {
  key: text('key').$type<PermissionKey>().primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const employeePermissions = pgTable(
  'employee_permissions',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key')
      .$type<PermissionKey>()
      .notNull()
      .references(() => permissions.key),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.permissionKey] })],
);
