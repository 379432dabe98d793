import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerType, PollStatus } from '@portal/contract';
import { users } from './users';

/** A poll (001 §3): its audience is `respondent_type` + `filter`, as the editor stores it. */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Shown only with the results (001 §2). */
    comment: text('comment').notNull().default(''),
    status: text('status').$type<PollStatus>().notNull().default('draft'),
    respondentType: text('respondent_type').$type<'student' | 'employee'>(),
    filter: jsonb('filter').$type<Record<string, unknown>>(),
    exData: jsonb('ex_data').$type<Record<string, unknown>>().notNull().default({}),
    /** `ex_data.is_worksheet`, kept as a column for the sign-in's question «any worksheet to fill in?». */
    isWorksheet: boolean('is_worksheet').notNull().default(false),
    /** When the closing job ends the open poll (`ex_data.closes_at`). */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The audience counted when it was published. */
    audienceTotal: integer('audience_total'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('polls_uuid_idx').on(t.uuid),
    index('polls_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('polls_open_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const pollQuestions = pgTable(
  'poll_questions',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(true),
    answerType: text('answer_type').$type<AnswerType>().notNull(),
    allowCustom: boolean('allow_custom').notNull().default(false),
  },
  (t) => [index('poll_questions_poll_idx').on(t.pollId, t.position)],
);

export const pollVariants = pgTable(
  'poll_variants',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => pollQuestions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('poll_variants_question_idx').on(t.questionId, t.position)],
);

/** A person's finished answer to a poll: one per person (the primary key). */
export const pollResults = pgTable(
  'poll_results',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who answered signed in as the person ("sign in as"); null: the person in person. */
    impersonatedBy: integer('impersonated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.userId] }),
    index('poll_results_impersonated_by_idx')
      .on(t.impersonatedBy)
      .where(sql`${t.impersonatedBy} is not null`),
  ],
);

/** The answer to one question of a finished poll: the chosen variants and the person's own text. */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    pollId: integer('poll_id').notNull(),
    userId: integer('user_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => pollQuestions.id, { onDelete: 'cascade' }),
    variantIds: integer('variant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    customAnswer: text('custom_answer'),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.userId, t.questionId] }),
    foreignKey({ columns: [t.pollId, t.userId], foreignColumns: [pollResults.pollId, pollResults.userId] }).onDelete(
      'cascade',
    ),
    index('poll_answers_question_idx').on(t.questionId),
  ],
);
