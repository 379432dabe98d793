import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  admins,
  employees,
  files,
  students,
  ticketMessages,
  ticketSubjects,
  ticketTagLinks,
  ticketTags,
  tickets,
} from '../db/schema';
import type { FileStorage } from '../modules/files/storage';
import { notifyAnswer } from '../modules/tickets/notify';
import { demoFiles, storeDemoFile, type DemoFile } from './demo-files';
import type { Random } from './random';
import {
  DAY,
  HOUR,
  adminTexts,
  planTickets,
  subjects,
  tags,
  userTexts,
  type Author,
  type PlannedTicket,
} from './ticket-plan';

const CHUNK = 1000;

const html = (text: string) => `<p>${text}</p>`;

/**
 * Support tickets over the last months in every status, with their dialogs (no files: uploads
 * come later), authored by students and employees, about one for three students. The demo
 * student has an open ticket that support answered (with the inbox notification of it) and a
 * closed one with a review. Deterministic from `rng`; rows go in 1,000 a statement.
 */
export async function seedDemoTickets(
  db: DbOrTx,
  rng: Random,
  opts: {
    now: Date;
    studentCount: number;
    adminUserId: number;
    demoStudentUserId: number | undefined;
    files?: FileStorage;
  },
): Promise<number> {
  const attach = opts.files ? await demoAttacher(opts.files, rng.fork('files')) : null;
  const catalog = await seedTicketCatalog(db, opts.adminUserId);
  const authors = await ticketAuthors(db);
  const { planned, demoStudent } = planTickets(rng, authors, opts);
  for (let from = 0; from < planned.length; from += CHUNK) {
    await writeTickets(db, rng, planned.slice(from, from + CHUNK), { ...catalog, attach, demoStudent, now: opts.now });
  }
  if (demoStudent) await notifyDemoAnswer(db, demoStudent, opts);
  return planned.length;
}

/** The desk's sections and tags, and the admin account that answers: what every ticket points to. */
async function seedTicketCatalog(db: DbOrTx, adminUserId: number) {
  const subjectIds = (
    await db
      .insert(ticketSubjects)
      .values(subjects.map((s) => ({ name: s.name })))
      .returning({ id: ticketSubjects.id })
  ).map((r) => r.id);
  const tagIds = (
    await db
      .insert(ticketTags)
      .values(tags.map((name) => ({ name })))
      .returning({ id: ticketTags.id })
  ).map((r) => r.id);
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.userId, adminUserId));
  const adminAccount = { userId: adminUserId, accountId: admin?.id ?? null };
  return { subjectIds, tagIds, adminAccount };
}

/** Whoever may write a ticket: every student and employee account, in id order. */
async function ticketAuthors(db: DbOrTx): Promise<{ students: Author[]; employees: Author[] }> {
  const studentAuthors: Author[] = (
    await db.select({ id: students.id, userId: students.userId }).from(students).orderBy(students.id)
  ).map((s) => ({ userId: s.userId, key: 'student', accountId: s.id }));
  const employeeAuthors: Author[] = (
    await db.select({ id: employees.id, userId: employees.userId }).from(employees).orderBy(employees.id)
  ).map((e) => ({ userId: e.userId, key: 'employee', accountId: e.id }));
  return { students: studentAuthors, employees: employeeAuthors };
}

type TicketCatalog = Awaited<ReturnType<typeof seedTicketCatalog>>;

/** One chunk of planned tickets written: the tickets, their dialogs' messages (with attachments) and tags. */
async function writeTickets(
  db: DbOrTx,
  rng: Random,
  chunk: PlannedTicket[],
  {
    subjectIds,
    tagIds,
    adminAccount,
    attach,
    demoStudent,
    now,
  }: TicketCatalog & { attach: DemoAttacher | null; demoStudent: Author | undefined; now: Date },
) {
  const ids = (
    await db
      .insert(tickets)
      .values(
        chunk.map((t) => ({
          authorUserId: t.author.userId,
          authorAccountKey: t.author.key,
          authorAccountId: t.author.accountId,
          subjectId: subjectIds[t.subjectIndex]!,
          subSubject: t.topic,
          statusId: t.status,
          isRead: t.isRead,
          comment: t.comment,
          autoCloseAt: t.autoCloseAt,
          createdAt: t.createdAt,
          closedAt: t.closedAt,
          reviewRating: t.review?.rating ?? null,
          reviewComment: t.review?.comment ?? null,
          reviewedAt: t.review?.at ?? null,
        })),
      )
      .returning({ id: tickets.id })
  ).map((r) => r.id);

  const messages = chunk.flatMap((t, i) =>
    t.dialog.map((type, k) => ({
      ticketId: ids[i]!,
      authorUserId: type === 1 ? t.author.userId : adminAccount.userId,
      authorType: type,
      authorAccountKey: type === 1 ? t.author.key : ('admin' as const),
      authorAccountId: type === 1 ? t.author.accountId : adminAccount.accountId,
      message: html(
        type === 1
          ? k === 0
            ? `${rng.pick(userTexts.slice(0, 4))} ${t.topic}.`
            : rng.pick(userTexts)
          : rng.pick(adminTexts),
      ),
      createdAt: new Date(Math.min(now.getTime(), t.createdAt.getTime() + k * rng.int(1, 20) * HOUR)),
    })),
  );
  const messageIds: number[] = [];
  for (let m = 0; m < messages.length; m += CHUNK) {
    messageIds.push(
      ...(
        await db
          .insert(ticketMessages)
          .values(messages.slice(m, m + CHUNK))
          .returning({ id: ticketMessages.id })
      ).map((r) => r.id),
    );
  }
  if (attach) {
    const kinds = chunk.flatMap((t) =>
      t.dialog.map((type, k) => ({
        type,
        first: k === t.dialog.indexOf(type),
        demo: t.author === demoStudent ? t.status : null,
      })),
    );
    const rows = messages.flatMap((message, m) =>
      attach(kinds[m]!).map((file) => ({ message, id: messageIds[m]!, file })),
    );
    for (let r = 0; r < rows.length; r += CHUNK) {
      await db
        .insert(files)
        .values(
          rows
            .slice(r, r + CHUNK)
            .map(({ message, id, file }) => attach.row(file, message.authorUserId, message.createdAt, id)),
        );
    }
  }
  const links = chunk.flatMap((t, i) => t.tagIndexes.map((tag) => ({ ticketId: ids[i]!, tagId: tagIds[tag]! })));
  if (links.length) await db.insert(ticketTagLinks).values(links);
}

/** The demo student's open ticket was answered: its notification is in their inbox. */
async function notifyDemoAnswer(db: DbOrTx, demoStudent: Author, opts: { now: Date; adminUserId: number }) {
  const [open] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(sql`${tickets.authorUserId} = ${demoStudent.userId} and ${tickets.statusId} = 2`)
    .orderBy(sql`${tickets.id} desc`)
    .limit(1);
  if (open) {
    await notifyAnswer(db, {
      ticketId: open.id,
      authorUserId: demoStudent.userId,
      answeredBy: opts.adminUserId,
      sentAt: new Date(opts.now.getTime() - DAY),
    });
  }
}

const MESSAGE_KIND = 'ticket_message';

/**
 * Attachments for the demo's messages, the three demo files stored once and attached many times
 * (a row each, as uploads of the same content would be): the demo student's open ticket opens with
 * a photo of the timetable and support answers their closed one with a PDF; elsewhere about one
 * first message in eight carries a screenshot and one support answer in twenty a PDF.
 */
async function demoAttacher(storage: FileStorage, rng: Random) {
  const demo = demoFiles();
  const stored = new Map<DemoFile, { hash: string; size: number }>();
  for (const file of Object.values(demo)) stored.set(file, await storeDemoFile(storage, file));
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  const pick = ({
    type,
    first,
    demo: demoStatus,
  }: {
    type: 1 | 3;
    first: boolean;
    demo: number | null;
  }): DemoFile[] => {
    if (demoStatus !== null)
      return first && type === (demoStatus === 3 ? 3 : 1) ? [demoStatus === 3 ? demo.statement : demo.photo] : [];
    if (type === 1) return first && rng.chance(0.12) ? [demo.screenshot] : [];
    return rng.chance(0.05) ? [demo.statement] : [];
  };
  return Object.assign(pick, {
    row: (file: DemoFile, uploadedBy: number, at: Date, messageId: number) => ({
      uuid: uuid(),
      sha256: stored.get(file)!.hash,
      size: stored.get(file)!.size,
      mimeType: file.mimeType,
      originalName: file.name,
      uploadedBy,
      createdAt: at,
      attachedKind: MESSAGE_KIND,
      attachedId: messageId,
      attachedAt: at,
    }),
  });
}
type DemoAttacher = Awaited<ReturnType<typeof demoAttacher>>;
