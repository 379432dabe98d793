import type { Account, AccountKey } from '@portal/contract';
import {
  IconAddressBook,
  IconBook2,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
  IconClipboardList,
  IconFileAnalytics,
  IconFlask,
  IconHeadset,
  IconHistory,
  IconHome,
  IconInbox,
  IconListCheck,
  IconMail,
  IconMessageQuestion,
  IconMessages,
  IconSpeakerphone,
  IconApps,
  IconUserSearch,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';
import { navLabels } from '../strings';
import { hasPermission, hasScience, hasTimetable, isQuestionManager, isRequestManager, type Availability } from './availability';

/** A sidebar entry: a route path inside the app or an external link, an icon and when it is shown. */
export interface NavEntry<A extends Account = Account> {
  label: string;
  icon: Icon;
  to?: string;
  href?: string;
  /** Absent: always shown. */
  available?: Availability<A>;
}

type NavTable = { [K in AccountKey]: NavEntry<Extract<Account, { key: K }>>[] };

export const navTable: NavTable = {
  // 002 §2.2: every admin entry is always visible.
  admin: [
    { label: navLabels.students, icon: IconUserSearch, to: '/students' },
    { label: navLabels.employees, icon: IconAddressBook, to: '/employee' },
    { label: navLabels.statistics, icon: IconChartBar, to: '/statistics' },
    { label: navLabels.tickets, icon: IconHeadset, to: '/tickets' },
    { label: navLabels.polls, icon: IconChecklist, to: '/polls' },
    { label: navLabels.notify, icon: IconSpeakerphone, to: '/notify' },
    { label: navLabels.updateReports, icon: IconFileAnalytics, to: '/otchety-obnovlenij' },
    { label: navLabels.auditLog, icon: IconHistory, to: '/audit-log' },
  ],
  // 002 §2.4
  employee: [
    { label: navLabels.timetable, icon: IconCalendarEvent, to: '/timetable', available: hasTimetable },
    { label: navLabels.students, icon: IconUserSearch, to: '/students' },
    { label: navLabels.wifi, icon: IconWifi, to: '/wi-fi' },
    { label: navLabels.library, icon: IconBook2, to: '/library' },
    { label: navLabels.science, icon: IconFlask, to: '/science', available: hasScience },
    { label: navLabels.email, icon: IconMail, to: '/email' },
    { label: navLabels.request, icon: IconInbox, to: '/request' },
    { label: navLabels.requestControl, icon: IconClipboardCheck, to: '/request-control', available: hasPermission('request_admin') },
    { label: navLabels.requestManager, icon: IconClipboardList, to: '/request-manager', available: isRequestManager },
    { label: navLabels.questionControl, icon: IconMessageQuestion, to: '/request-question-control', available: hasPermission('question_admin') },
    { label: navLabels.questions, icon: IconMessages, to: '/request-question', available: isQuestionManager },
    { label: navLabels.notify, icon: IconSpeakerphone, to: '/notify', available: hasPermission('notification_manager') },
    { label: navLabels.pollsPassage, icon: IconListCheck, to: '/polls_passage' },
    { label: navLabels.pollsManagement, icon: IconChecklist, to: '/polls', available: hasPermission('poll_manager') },
    { label: navLabels.digitalServices, icon: IconApps, to: '/digital-services' },
  ],
  // README decision 2: students who stay here get home (and, with a later issue, polls to take).
  student: [{ label: navLabels.home, icon: IconHome, to: '/' }],
};

/** What the sidebar draws for an entry the account sees. */
export type NavItem = Omit<NavEntry, 'available'>;

function shown<A extends Account>(entries: NavEntry<A>[], account: A): NavItem[] {
  return entries.filter((e) => !e.available || e.available(account)).map(({ available: _, ...item }) => item);
}

/** The entries the account sees, in table order. */
export function visibleNavEntries(account: Account): NavItem[] {
  switch (account.key) {
    case 'admin':
      return shown(navTable.admin, account);
    case 'employee':
      return shown(navTable.employee, account);
    case 'student':
      return shown(navTable.student, account);
  }
}

/** The bottom bar's calendar button follows the timetable entry. */
export const TIMETABLE_PATH = '/timetable';
export const canSeeTimetable = (account: Account) => visibleNavEntries(account).some((e) => e.to === TIMETABLE_PATH);
