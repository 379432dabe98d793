import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export const institutes = pgTable('institutes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortName: text('short_name').notNull(),
});

export const kafedras = pgTable(
  'kafedras',
  {
    id: serial('id').primaryKey(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id),
    name: text('name').notNull(),
  },
  (t) => [
    index('kafedras_institute_idx').on(t.instituteId),
    unique('kafedras_institute_name_key').on(t.instituteId, t.name),
  ],
);

export const specialities = pgTable('specialities', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    specialityId: integer('speciality_id')
      .notNull()
      .references(() => specialities.id),
    name: text('name').notNull(),
  },
  (t) => [unique('profiles_speciality_name_key').on(t.specialityId, t.name)],
);

export const eduForms = pgTable('edu_forms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const eduLevels = pgTable('edu_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull(),
});

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    kafedraId: integer('kafedra_id')
      .notNull()
      .references(() => kafedras.id),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    eduFormId: integer('edu_form_id')
      .notNull()
      .references(() => eduForms.id),
    eduLevelId: integer('edu_level_id')
      .notNull()
      .references(() => eduLevels.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    timetableId: integer('timetable_id'),
  },
  (t) => [index('groups_kafedra_idx').on(t.kafedraId), index('groups_timetable_idx').on(t.timetableId)],
);

export const employeeDepartments = pgTable('employee_departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Teaching (educational) departments, the kafedras; false for offices and services. */
  isEduDep: boolean('is_edu_dep').notNull().default(false),
  kafedraId: integer('kafedra_id').references(() => kafedras.id),
});

export const posts = pgTable('posts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const workTypes = pgTable('work_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
