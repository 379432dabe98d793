import {
  may,
  policyAccount,
  type Account,
  type AccountKey,
  type EmployeeAccount,
  type RuleName,
  type StudentAccount,
} from '@portal/contract';
import {
  IconAddressBook,
  IconApps,
  IconBook2,
  IconBuildingBank,
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
  IconSettings,
  IconSpeakerphone,
  IconTicket,
  IconUserSearch,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteTitle, TitleKey } from '../router/route-handle';
import { text } from '../i18n';
import { pageCode } from './page-code';

/** A screen's code, loaded when it is first opened (each screen is its own chunk). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;
const page =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage =>
  async () => ({ Component: pick(await load()) });

/**
 * A screen of one account kind: its path, title (the sidebar label, the header and the browser's
 * title), icon, when the account has it (002 §2.4) and its page. The sidebar, the mobile bar and
 * the router all read this one table, so a hidden entry is also an unreachable route.
 */
export interface Screen<A extends Account = Account> {
  path: string;
  /** Its title's key in the `app` namespace: said in the language of the moment. */
  title: TitleKey;
  icon: Icon;
  /**
   * Who has it: the rule of the policy (contract/src/policy.ts) its calls are under, which the
   * server enforces; the screen is there when `may` admits the active account.
   */
  rule: RuleName;
  /** What the account's data must have besides (a timetable to show); absent: nothing. */
  when?: (account: A) => boolean;
  /**
   * Absent: a screen a later issue builds. Its sidebar entry is there (as 002 lists it) and its
   * path shows the not-found page until then.
   */
  page?: LazyPage;
  /**
   * Screens under this one (a ticket of the desk's list at `/tickets/:id`): routes of their own,
   * with no sidebar entry; the sidebar marks this screen's entry while one is open.
   */
  subpages?: SubScreen[];
}

/** A screen under another: its path (with parameters) and its title, which may name what it shows. */
export interface SubScreen {
  path: string;
  title: RouteTitle;
  page: LazyPage;
}

/** An employee's timetable (002 §2.4): the account has one, with its id. */
export const hasTimetable = (a: EmployeeAccount) => a.data.timetable && a.data.timetable_id !== null;
/** A student who stays in this app sees their group's timetable (README decision 2) when the group has one. */
const hasGroupTimetable = (a: StudentAccount) => (a.data.group?.timetable_id ?? null) !== null;
/** «Наука» shows the employee's scientific identifiers: there when the account has them. */
const hasScience = (a: EmployeeAccount) => a.data.science !== null;

type ScreenTable = { [K in AccountKey]: Screen<Extract<Account, { key: K }>>[] };

const studentList = page(pageCode['/students'], (m) => m.AdminStudentListPage);
const employeeStudentList = page(pageCode['/students'], (m) => m.EmployeeStudentListPage);
const employeeList = page(pageCode['/employee'], (m) => m.EmployeeListPage);
const statistics = page(pageCode['/statistics'], (m) => m.StatisticsPage);
const auditLog = page(pageCode['/audit-log'], (m) => m.AuditLogPage);
const updateReports = page(pageCode['/otchety-obnovlenij'], (m) => m.UpdateReportsPage);
const support = page(pageCode['/support'], (m) => m.SupportRoute);
const ticketDesk = page(pageCode['/tickets'], (m) => m.TicketDeskPage);
const deskTicket = page(pageCode['/tickets/:id'], (m) => m.DeskTicketPage);
const myPolls = page(pageCode['/polls_passage'], (m) => m.MyPollsPage);
const pollPassage = page(pageCode['/polls_passage/:uuid'], (m) => m.PollPassagePage);
/** Polls to take (002): students' and employees' (README decision 2), each poll at its uuid. */
const pollsPassageScreen = {
  path: '/polls_passage',
  title: 'nav.pollsPassage',
  icon: IconListCheck,
  rule: 'pollRespondents',
  page: myPolls,
  subpages: [{ path: '/polls_passage/:uuid', title: 'routeTitles.poll', page: pollPassage }],
} satisfies Screen;
const pollList = page(pageCode['/polls'], (m) => m.PollListPage);
const pollEditor = page(pageCode['/polls/:uuid'], (m) => m.PollEditorPage);
const pollReports = page(pageCode['/poll/:uuid/reports'], (m) => m.PollReportsPage);
const pollResults = page(pageCode['/poll/:uuid/results'], (m) => m.PollResultsPage);
const worksheets = page(pageCode['/anketa'], (m) => m.WorksheetsPage);
const worksheet = page(pageCode['/anketa/:uuid'], (m) => m.WorksheetPage);
/** The poll editor (001 §2): the list, a new poll, a poll by its uuid (or number). */
const pollsScreen = (title: TitleKey) =>
  ({
    path: '/polls',
    title,
    icon: IconChecklist,
    rule: 'pollManagers',
    page: pollList,
    subpages: [
      { path: '/poll/new', title: 'routeTitles.newPoll', page: pollEditor },
      { path: '/polls/:uuid', title: 'routeTitles.editPoll', page: pollEditor },
      { path: '/poll/:uuid/reports', title: 'routeTitles.pollReports', page: pollReports },
      { path: '/poll/:uuid/results', title: 'routeTitles.pollResults', page: pollResults },
      // The worksheets (/anketa, README decision 9) are polls too: their managers' screens.
      { path: '/anketa', title: 'routeTitles.worksheets', page: worksheets },
      { path: '/anketa/:uuid', title: 'routeTitles.worksheet', page: worksheet },
    ],
  }) satisfies Screen;
const myRequests = page(pageCode['/request'], (m) => m.MyRequestsPage);
const requestControl = page(pageCode['/request-control'], (m) => m.RequestControlPage);
const requestControlDetail = page(pageCode['/request-control/:id'], (m) => m.RequestControlDetailPage);
const requestManager = page(pageCode['/request-manager'], (m) => m.RequestManagerPage);
const requestManagerDetail = page(pageCode['/request-manager/:id'], (m) => m.RequestManagerDetailPage);
const requestTitle: RouteTitle = ({ id }) => text('routeTitles.request', { id: id ?? '' });
const questionControl = page(pageCode['/request-question-control'], (m) => m.QuestionControlPage);
const questionControlDetail = page(pageCode['/request-question-control/:id'], (m) => m.QuestionControlDetailPage);
const questionManager = page(pageCode['/request-question'], (m) => m.QuestionManagerPage);
const questionManagerDetail = page(pageCode['/request-question/:id'], (m) => m.QuestionManagerDetailPage);
const myQuestions = page(pageCode['/questions'], (m) => m.MyQuestionsPage);
const questionTitle: RouteTitle = ({ id }) => text('routeTitles.question', { id: id ?? '' });
/** A student's questions to the university's departments (issue 14 §5). */
const studentQuestionsScreen = {
  path: '/questions',
  title: 'nav.myQuestions',
  icon: IconMessageQuestion,
  rule: 'studentsOnly',
  page: myQuestions,
  subpages: [
    {
      path: '/questions/new',
      title: 'routeTitles.newQuestion',
      page: page(pageCode['/questions/new'], (m) => m.MyQuestionsPage),
    },
    { path: '/questions/:id', title: questionTitle, page: page(pageCode['/questions/:id'], (m) => m.MyQuestionsPage) },
  ],
} satisfies Screen;
export const TIMETABLE_PATH = '/timetable';
/**
 * «Расписание» (002 §2.5): the account's own at /timetable, a group's, teacher's or room's at
 * /timetable/{type}/{id} (a search's choice or a name clicked in a pair); the title becomes the
 * name of the one shown.
 */
const timetableScreen = {
  path: TIMETABLE_PATH,
  title: 'nav.timetable',
  icon: IconCalendarEvent,
  rule: 'timetableReaders',
  page: page(pageCode['/timetable'], (m) => m.MyTimetablePage),
  subpages: [
    {
      path: '/timetable/:type/:id',
      title: 'nav.timetable',
      page: page(pageCode['/timetable/:type/:id'], (m) => m.TimetablePage),
    },
  ],
} satisfies Screen;
const notify = page(pageCode['/notify'], (m) => m.NotifyPage);
const notificationEditor = page(pageCode['/notify/:id'], (m) => m.NotificationEditorPage);
/** The notifications back office (001 §2): the list, a new notification, one notification. */
const notifyScreen = {
  path: '/notify',
  title: 'nav.notify',
  icon: IconSpeakerphone,
  rule: 'notificationManagers',
  page: notify,
  subpages: [
    { path: '/notify/new', title: 'routeTitles.newNotification', page: notificationEditor },
    {
      path: '/notify/:id',
      title: ({ id }) => text('routeTitles.notification', { id: id ?? '' }),
      page: notificationEditor,
    },
  ],
} satisfies Screen;

export const screens: ScreenTable = {
  // 002 §2.2: every admin entry is always visible.
  admin: [
    { path: '/students', title: 'nav.students', icon: IconUserSearch, rule: 'staff', page: studentList },
    {
      path: '/employee',
      title: 'nav.employees',
      icon: IconAddressBook,
      rule: 'employeeSearchers',
      page: employeeList,
    },
    { path: '/statistics', title: 'nav.statistics', icon: IconChartBar, rule: 'adminOnly', page: statistics },
    {
      path: '/tickets',
      title: 'nav.tickets',
      // The desk is a queue of tickets; the headset is «Служба поддержки», where one asks.
      icon: IconTicket,
      rule: 'adminOnly',
      page: ticketDesk,
      subpages: [
        { path: '/tickets/:id', title: ({ id }) => text('routeTitles.ticket', { id: id ?? '' }), page: deskTicket },
      ],
    },
    pollsScreen('nav.polls'),
    notifyScreen,
    {
      path: '/otchety-obnovlenij',
      title: 'nav.updateReports',
      icon: IconFileAnalytics,
      rule: 'adminOnly',
      page: updateReports,
    },
    { path: '/audit-log', title: 'nav.auditLog', icon: IconHistory, rule: 'adminOnly', page: auditLog },
    {
      path: '/university-settings',
      title: 'nav.universitySettings',
      icon: IconBuildingBank,
      rule: 'adminOnly',
      page: page(pageCode['/university-settings'], (m) => m.UniversitySettingsPage),
    },
  ],
  // 002 §2.4
  employee: [
    { ...timetableScreen, when: hasTimetable },
    // The employee's student list (002): a group filter, no phone, no record book, no sign-in as the student.
    { path: '/students', title: 'nav.students', icon: IconUserSearch, rule: 'staff', page: employeeStudentList },
    {
      path: '/wi-fi',
      title: 'nav.wifi',
      icon: IconWifi,
      rule: 'employeesOnly',
      page: page(pageCode['/wi-fi'], (m) => m.WifiPage),
    },
    {
      path: '/library',
      title: 'nav.library',
      icon: IconBook2,
      rule: 'staff',
      page: page(pageCode['/library'], (m) => m.LibraryPage),
    },
    {
      path: '/science',
      title: 'nav.science',
      icon: IconFlask,
      rule: 'signedIn',
      when: hasScience,
      page: page(pageCode['/science'], (m) => m.SciencePage),
    },
    {
      path: '/email',
      title: 'nav.email',
      icon: IconMail,
      rule: 'signedIn',
      page: page(pageCode['/email'], (m) => m.EmailPage),
    },
    {
      path: '/request',
      title: 'nav.request',
      icon: IconInbox,
      rule: 'employeesOnly',
      page: myRequests,
      subpages: [
        {
          path: '/request/new',
          title: 'routeTitles.newRequest',
          page: page(pageCode['/request/new'], (m) => m.MyRequestsPage),
        },
        { path: '/request/:id', title: requestTitle, page: myRequests },
      ],
    },
    {
      path: '/request-control',
      title: 'nav.requestControl',
      icon: IconClipboardCheck,
      page: requestControl,
      rule: 'requestAdmins',
      subpages: [{ path: '/request-control/:id', title: requestTitle, page: requestControlDetail }],
    },
    {
      path: '/request-manager',
      title: 'nav.requestManager',
      icon: IconClipboardList,
      page: requestManager,
      rule: 'requestManagers',
      subpages: [{ path: '/request-manager/:id', title: requestTitle, page: requestManagerDetail }],
    },
    {
      path: '/request-question-control',
      title: 'nav.questionControl',
      icon: IconMessageQuestion,
      page: questionControl,
      rule: 'questionAdmins',
      subpages: [{ path: '/request-question-control/:id', title: questionTitle, page: questionControlDetail }],
    },
    {
      path: '/request-question',
      title: 'nav.questions',
      icon: IconMessages,
      page: questionManager,
      rule: 'questionManagers',
      subpages: [{ path: '/request-question/:id', title: questionTitle, page: questionManagerDetail }],
    },
    notifyScreen,
    pollsPassageScreen,
    pollsScreen('nav.pollsManagement'),
    {
      path: '/digital-services',
      title: 'nav.digitalServices',
      icon: IconApps,
      rule: 'signedIn',
      page: page(pageCode['/digital-services'], (m) => m.DigitalServicesPage),
    },
  ],
  // README decision 2: students who stay here get home (the index route), their group's timetable
  // when it has one, and polls to take; and their questions to the university's departments (issue 14 §5).
  student: [
    { path: '/', title: 'nav.home', icon: IconHome, rule: 'signedIn' },
    { ...timetableScreen, when: hasGroupTimetable },
    pollsPassageScreen,
    studentQuestionsScreen,
  ],
};

/**
 * «Служба поддержки» (000 §1, §2): every signed-in account's while support is allowed (the server's
 * `allow_support`, read after the session), an admin account's too (issue 29 §14: an admin asks
 * support as anyone does, and answers at «Тех поддержка»); the sidebar's link below the navigation.
 * Its path takes a ticket's number too: `/support/12` opens that ticket's dialog.
 */
export const supportScreen = {
  path: '/support',
  title: 'nav.support',
  icon: IconHeadset,
  rule: 'supportUsers',
  page: support,
} satisfies Screen;
export const hasSupportScreen = (account: Account) => may(policyAccount(account), supportScreen.rule);

/**
 * «Настройки» (issue 32 §1): every signed-in account's, the person's own settings; reached from the
 * profile menu, with no sidebar entry.
 */
export const settingsScreen = {
  path: '/settings',
  title: 'routeTitles.settings',
  icon: IconSettings,
  rule: 'signedIn',
  page: page(pageCode['/settings'], (m) => m.SettingsPage),
} satisfies Screen;

/** A screen as the shell and the router use it, once the account's rule has let it through. */
export type ShownScreen = Omit<Screen, 'rule' | 'when'>;

function shown<A extends Account>(table: Screen<A>[], account: A): ShownScreen[] {
  const rulesAccount = policyAccount(account);
  return table
    .filter((s) => may(rulesAccount, s.rule) && (!s.when || s.when(account)))
    .map(({ rule: _rule, when: _when, ...s }) => s);
}

/** The screens the active account has, in the sidebar's order. */
export function screensFor(account: Account): ShownScreen[] {
  switch (account.key) {
    case 'admin':
      return shown(screens.admin, account);
    case 'employee':
      return shown(screens.employee, account);
    case 'student':
      return shown(screens.student, account);
  }
}

/** Whether the account has a timetable: its sidebar entry, and its own at /timetable. */
export const canSeeTimetable = (account: Account) => screensFor(account).some((s) => s.path === TIMETABLE_PATH);

/**
 * /timetable of an account without a timetable: «Расписание недоступно» with the timetable site
 * (002 §2.5), no sidebar entry; the phone's bottom bar always has the calendar (000 §2).
 */
export const timetableUnavailableScreen = {
  path: TIMETABLE_PATH,
  title: 'nav.timetable',
  page: page(pageCode['/timetable'], (m) => m.TimetableUnavailablePage),
} satisfies SubScreen;
