import {
  type CalendarFeed,
  type Success,
  type Timetable,
  type TimetableEvent,
  type TimetableSearchResult,
  type TimetableType,
  type TimetableWeek,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { searchText } from '../../db/search-text';
import { LiveVersion } from '../../db/live-version';
import { dataVersionChannel } from '../../db/data-versions';
import type { PgListener } from '../../db/listener';
import { versionedCache } from '../../lib/versioned-cache';
import { notFound } from '../../lib/http-error';
import { hashToken, newToken } from '../../lib/tokens';
import { addDays, isDenominator, minutesOf, mondayOf, todayIn } from '../../lib/days';
import { timetableRepository, type ShownLesson } from './repository';
import type { TimetableRules } from '../../lib/academic-calendar';
import { currentLanguage, t } from '../../i18n';

const SEARCH_LIMIT = 10;

/** A day's events: its pairs in time order, with a break where one pair ends before the next begins. */
export function dayEvents(lessons: readonly ShownLesson[]): TimetableEvent[] {
  const events: TimetableEvent[] = [];
  let lastEnd: number | null = null;
  for (const { day: _day, pair, ...l } of lessons) {
    const start = minutesOf(l.start);
    if (lastEnd !== null && start > lastEnd) {
      const gap = start - lastEnd;
      events.push({ type: 'pair_break', data: { hours: Math.floor(gap / 60), minutes: gap % 60 } });
    }
    events.push({ type: 'pair', data: { order: pair, ...l } });
    lastEnd = Math.max(lastEnd ?? 0, minutesOf(l.end));
  }
  return events;
}

/** Seven days from a Monday with their lessons (002 §3 «Timetable»). */
export function buildWeek(
  monday: string,
  lessons: readonly ShownLesson[],
  today: string,
  yearStart: string,
): TimetableWeek {
  return {
    is_denominator: isDenominator(monday, yearStart),
    days: t('timetable:days', { returnObjects: true }).map((name, i) => {
      const date = addDays(monday, i);
      return {
        day_short_name: name,
        date,
        is_current_day: date === today,
        events: dayEvents(lessons.filter((l) => l.day === date)),
      };
    }),
  };
}

export interface TimetableServiceOptions {
  rules: TimetableRules;
  timeZone: string;
  publicUrl: string;
  now?: () => Date;
  /** The instance's LISTEN connection: the version is then kept in memory between its changes. */
  listener?: PgListener;
}

type Found = { id: number; name: string };
/** The search's list: names with their search keys, in the alphabet's order. */
type SearchIndex = Record<keyof TimetableSearchResult, (Found & { key: string })[]>;
const collator = new Intl.Collator('ru');

export function timetableService(db: DbOrTx, opts: TimetableServiceOptions) {
  const repo = timetableRepository(db);
  const live = opts.listener && new LiveVersion(opts.listener, dataVersionChannel('timetable'), repo.version);
  const version = () => (live ? live.current() : repo.version());
  // Built answers and the search's list, kept while the timetable's version stays the same.
  const answers = versionedCache<string>(2000);
  const indexes = versionedCache<SearchIndex>(1);
  const searchIndex = (version: number) =>
    indexes.get(version, 'all', async () => {
      const lists = await repo.searchable();
      const keyed = (rows: Found[]) =>
        rows.map((r) => ({ ...r, key: searchText(r.name) })).sort((a, b) => collator.compare(a.name, b.name));
      return { groups: keyed(lists.groups), employees: keyed(lists.employees), audiences: keyed(lists.audiences) };
    });
  const today = () => todayIn(opts.timeZone, opts.now?.() ?? new Date());
  const feedUrl = (token: string) => `${opts.publicUrl}/api/timetable/feed/${token}`;
  const presentFeed = (f: Awaited<ReturnType<typeof repo.feedsOf>>[number]): CalendarFeed => ({
    id: f.id,
    type: f.type as TimetableType,
    target_id: f.targetId,
    name: f.name,
    created_at: f.createdAt.toISOString(),
    last_used_at: f.lastUsedAt?.toISOString() ?? null,
  });

  return {
    today,

    /**
     * The current and the next week of a group, a teacher or a room (002 §7), as the whole answer's JSON (its days
     * named in the request's language).
     */
    async timetableJson(type: TimetableType, id: number): Promise<string> {
      const day = today();
      return answers.get(await version(), `${type}:${id}:${day}:${currentLanguage()}`, async () =>
        JSON.stringify({ success: true, result: await this.timetable(type, id, day) } satisfies Success<Timetable>),
      );
    },

    async timetable(type: TimetableType, id: number, day = today()): Promise<Timetable> {
      const name = await repo.nameOf(type, id);
      if (name === null) throw notFound(t('api:timetable.notFound'));
      const monday = mondayOf(day);
      const lessons = await repo.shownLessons(type, id, monday, addDays(monday, 13));
      return {
        name,
        current_week: buildWeek(monday, lessons, day, opts.rules.year_start),
        next_week: buildWeek(addDays(monday, 7), lessons, day, opts.rules.year_start),
      };
    },

    /** The search's whole answer as JSON, kept per search while the version stays the same. */
    async searchJson(search: string | undefined): Promise<string> {
      const words = searchText(search ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const current = await version();
      return answers.get(current, `search:${words.join(' ')}`, async () =>
        JSON.stringify({
          success: true,
          result: await this.search(words, current),
        } satisfies Success<TimetableSearchResult>),
      );
    },

    /** 002 §5: a search is trimmed and ignored when empty. */
    async search(words: string[], version: number): Promise<TimetableSearchResult> {
      if (!words.length) return { groups: [], employees: [], audiences: [] };
      const index = await searchIndex(version);
      const matching = (list: SearchIndex[keyof SearchIndex]) => {
        const found: Found[] = [];
        for (const { id, name, key } of list) {
          if (words.every((w) => key.includes(w))) found.push({ id, name });
          if (found.length === SEARCH_LIMIT) break;
        }
        return found;
      };
      return {
        groups: matching(index.groups),
        employees: matching(index.employees),
        audiences: matching(index.audiences),
      };
    },

    feeds: async (userId: number) => (await repo.feedsOf(userId)).map(presentFeed),

    /** A new secret link of a timetable; the token itself is kept only as its hash. */
    async createFeed(userId: number, type: TimetableType, id: number) {
      const name = await repo.nameOf(type, id);
      if (name === null) throw notFound(t('api:timetable.notFound'));
      const token = newToken();
      const row = await repo.insertFeed({ userId, tokenHash: hashToken(token), type, targetId: id, name });
      return { ...presentFeed(row), url: feedUrl(token) };
    },

    async revokeFeed(userId: number, id: number) {
      if (!(await repo.deleteFeed(userId, id))) throw notFound(t('api:timetable.feedNotFound'));
      return {};
    },

    /** The feed of a link, or null when it does not exist (never was, or revoked). */
    async feedOf(token: string) {
      const feed = await repo.useFeed(hashToken(token));
      return feed && { type: feed.type as TimetableType, id: feed.targetId, name: feed.name, userId: feed.userId };
    },
  };
}
export type TimetableService = ReturnType<typeof timetableService>;
