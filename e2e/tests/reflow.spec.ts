import type { Page } from '@playwright/test';
import { myPollEndpoints, pollEndpoints, ticketEndpoints, worksheetEndpoints } from '@portal/contract';
import { apiAs } from './api';
import { expect, expectAccessible, test } from './axe';
import { demo, networkQuiet, signIn, signInByApi, trackRequests } from './helpers';

/**
 * Reflow (WCAG 1.4.10) and text spacing (1.4.12): every screen reads without scrolling sideways and with nothing cut
 * or spilling out of its box, at 320 px and at 200 % zoom of a 1280 px window (640 CSS px) in the normal version and
 * in the low-vision version at its largest, 28 px, and with wide letter spacing too on a phone (390 px) and a laptop
 * (1366 px). Tables may scroll inside their own frame; the page itself may not.
 */
const LAYOUTS = [
  { name: 'обычная версия', lowVision: null, widths: [320, 640] },
  {
    name: 'версия для слабовидящих, 28 px',
    lowVision: { size: 28, scheme: 'white', spacing: 'normal', images: true },
    widths: [320, 640],
  },
  {
    name: 'версия для слабовидящих, 28 px, широкий интервал',
    lowVision: { size: 28, scheme: 'white', spacing: 'wide', images: true },
    widths: [390, 1366],
  },
];

// Each screen: six layouts, then axe. The tests share nothing: the two workers take
// them in turn (one worker took the whole file, 5 minutes, while the other finished early).
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

async function setLowVision(page: Page, value: object | null) {
  await page.evaluate(
    (stored) => {
      if (stored === null) localStorage.removeItem('low_vision');
      else localStorage.setItem('low_vision', stored);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'low_vision', newValue: stored, storageArea: localStorage }),
      );
    },
    value && JSON.stringify(value),
  );
  await expect(page.locator('html')).toHaveAttribute('data-low-vision', value ? 'on' : 'off');
}

/**
 * What is wrong with the layout shown: the page's sideways scroll, and each box whose text is cut (it hides what
 * overflows it, as an ellipsis does) or spills out of it. Frames that scroll on purpose, hidden and one-pixel boxes
 * (what only a screen reader reads) and fields (their value scrolls inside) are not boxes that cut.
 */
const layoutFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) faults.push(`the page scrolls ${scrollWidth - clientWidth} px sideways`);
    // A table's frame and a scroll area scroll sideways on purpose: what is in them is reached by scrolling.
    const SCROLL_FRAMES = '.mantine-TableScrollContainer-scrollContainer, .mantine-ScrollArea-viewport';
    const outside = (rect: DOMRect, box: DOMRect) => rect.right > box.right + 1 || rect.left < box.left - 1;
    /** Whether a child in the box's flow, or its own text, sticks out of it (a badge placed on its corner is not). */
    const childSticksOut = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return Array.from(element.childNodes).some((child) => {
        if (child instanceof HTMLElement) {
          const position = getComputedStyle(child).position;
          return position !== 'absolute' && position !== 'fixed' && outside(child.getBoundingClientRect(), box);
        }
        if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) return false;
        const range = document.createRange();
        range.selectNodeContents(child);
        return Array.from(range.getClientRects()).some((rect) => outside(rect, box));
      });
    };
    const boxes: { element: HTMLElement; how: string }[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const { clientWidth: width, clientHeight: height } = element;
      // Two pixels or less: what only a screen reader reads (one pixel at 16 px, 1/16 rem at 28).
      if (width <= 2 || height <= 2 || element.matches('input, textarea, select')) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.position === 'fixed' || element.closest(SCROLL_FRAMES)) continue;
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const cutX = clipsX && element.scrollWidth > width + 1;
      const cutY = clipsY && element.scrollHeight > height + 1;
      const spills = style.overflowX === 'visible' && element.scrollWidth > width + 1 && childSticksOut(element);
      if ((cutX || cutY || spills) && element.innerText?.trim()) {
        boxes.push({ element, how: cutX || cutY ? 'is cut' : 'spills out' });
      }
    }
    // A spill overflows every box around it too: the innermost box is the one at fault.
    for (const { element, how } of boxes) {
      if (boxes.some((other) => other.element !== element && element.contains(other.element))) continue;
      const text = element.innerText.trim().replace(/\s+/g, ' ').slice(0, 40);
      const size = `${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`;
      faults.push(`«${text}» ${how} (${element.tagName.toLowerCase()}.${element.className}, ${size})`);
    }
    return faults;
  });

/** Checks the screen shown now in each layout, then checks it with axe and puts the window back. */
async function expectReflow(page: Page, screen: string) {
  const original = page.viewportSize()!;
  const failures: string[] = [];
  for (const layout of LAYOUTS) {
    await setLowVision(page, layout.lowVision);
    for (const width of layout.widths) {
      await page.setViewportSize({ width, height: 720 });
      // React follows the new width (a phone's layout or a wide one) in the frames after the resize.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // The layout settles (a chart measures its box, a drawer closes): poll briefly before calling it a failure.
      const faults = await expect
        .poll(() => layoutFaults(page), { timeout: 2_000 })
        .toEqual([])
        .then(() => [])
        .catch(() => layoutFaults(page));
      failures.push(...faults.map((fault) => `${screen}, ${width} px, ${layout.name}: ${fault}`));
    }
  }
  await setLowVision(page, null);
  await page.setViewportSize(original);
  expect(failures, 'layouts that scroll sideways or cut text').toEqual([]);
  await expectAccessible(page);
}

/**
 * Opens a screen already signed in, so that the admin's sign-in form and its redirect are not shown on the way (the
 * sign-in screen has its own test).
 */
async function openSignedIn(page: Page, login: string) {
  await signInByApi(page, login);
}

async function show(page: Page, path: string, title: string) {
  trackRequests(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await networkQuiet(page);
}

test('the sign-in screen reflows', async ({ page }) => {
  await show(page, '/', 'Вход');
  await expectReflow(page, 'Вход');
});

test('the admin screens reflow', async ({ page }) => {
  // Eight screens, each in six layouts and then through axe.
  test.setTimeout(460_000);
  await openSignedIn(page, demo.admin);
  const screens = [
    { path: '/accounts', title: 'Сменить аккаунт' },
    { path: '/students', title: 'Список студентов' },
    { path: '/employee', title: 'Список сотрудников' },
    { path: '/statistics', title: 'Статистика' },
    { path: '/otchety-obnovlenij', title: 'Отчеты обновлений' },
    { path: '/audit-log', title: 'Журнал действий' },
    { path: '/university-settings', title: 'Настройки университета' },
    { path: '/no-such-page', title: 'Страница не найдена' },
  ];
  for (const screen of screens) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.title);
  }
});

test('the employee screens reflow', async ({ page }) => {
  await signIn(page, demo.employee);
  for (const screen of [
    // The employee's home is their timetable (002 §2.3), titled with their name.
    { path: '/timetable', title: 'Кузнецов Андрей Павлович' },
    { path: '/students', title: 'Список студентов' },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, `${screen.title} (сотрудник)`);
  }
});

test('the student home reflows', async ({ page }) => {
  await signIn(page, demo.student);
  await show(page, '/', 'Главная');
  await expectReflow(page, 'Главная (студент)');
});

test('the student’s support screen and a ticket’s dialog reflow', async ({ page }) => {
  await openSignedIn(page, demo.student);
  await show(page, '/support', 'Служба поддержки');
  await expectReflow(page, 'Служба поддержки');
  await page
    .getByRole('list', { name: 'Мои обращения' })
    .getByRole('link', { name: /Нет расписания группы/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^Обращение #\d+$/ })).toBeVisible();
  await networkQuiet(page);
  await expectReflow(page, 'Обращение (студент)');
});

test('the notifications back office and the polls to take reflow', async ({ page }) => {
  test.setTimeout(400_000);
  await openSignedIn(page, demo.manager);
  for (const screen of [
    { path: '/notify', title: 'Уведомления' },
    { path: '/notify?tab=managers', title: 'Уведомления' },
    { path: '/notify/new', title: 'Новое уведомление' },
    { path: '/notify/1?tab=report', title: 'Уведомление #1' },
    { path: '/polls_passage', title: 'Опросы' },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.path);
  }
});

test('a poll’s results and the worksheets reflow', async ({ page, request }) => {
  test.setTimeout(300_000);
  await openSignedIn(page, demo.admin);
  const polls = await apiAs(request, demo.admin, pollEndpoints.list, { query: { page: 1 } });
  const worksheets = await apiAs(request, demo.admin, worksheetEndpoints.list, { query: { page: 1 } });
  const closed = polls.items.find((p) => p.status === 'close')!;
  const firstYear = worksheets.items.find((w) => w.respondent_type === 'student')!;
  for (const screen of [
    { path: `/poll/${closed.uuid}/results`, title: 'Результаты опроса' },
    { path: '/anketa', title: 'Анкеты' },
    { path: `/anketa/${firstYear.uuid}`, title: 'Анкета' },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.path);
  }
});

test('the ticket desk reflows', async ({ page, request }) => {
  test.setTimeout(200_000);
  await openSignedIn(page, demo.admin);
  const [newest] = (await apiAs(request, demo.admin, ticketEndpoints.list, { query: { page: 1 } })).items;
  for (const screen of [
    { path: '/tickets', title: 'Тех поддержка' },
    { path: `/tickets/${newest!.id}`, title: `Обращение #${newest!.id}` },
  ]) {
    await show(page, screen.path, screen.title);
    await expectReflow(page, screen.title);
  }
});

/** Each of these screens under whatever its title is (a poll's name, a desk's). */
/** Each of these screens of one sign-in, one after another. */
async function reflowEach(page: Page, login: string, paths: string[]) {
  await openSignedIn(page, login);
  for (const path of paths) {
    trackRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Страница не найдена|Нет доступа/);
    await networkQuiet(page);
    await expectReflow(page, path);
  }
}

test('the tools, requests and a poll to take reflow', async ({ page, request }) => {
  test.setTimeout(300_000);
  const [open] = (await apiAs(request, demo.employee, myPollEndpoints.list, { query: { page: 1 } })).items;
  await reflowEach(page, demo.employee, [
    '/wi-fi',
    '/email',
    '/library',
    '/science',
    '/digital-services',
    '/request',
    `/polls_passage/${open!.uuid}`,
  ]);
});

test('the student’s questions reflow', async ({ page }) => {
  await reflowEach(page, demo.student, ['/questions', '/questions/new']);
});

test('the request control and the poll editor reflow', async ({ page, request }) => {
  test.setTimeout(300_000);
  const polls = await apiAs(request, demo.manager, pollEndpoints.list, { query: { page: 1 } });
  const draft = polls.items.find((p) => p.status === 'draft')!;
  const closed = polls.items.find((p) => p.status === 'close')!;
  await reflowEach(page, demo.manager, [
    '/request-control',
    '/request-question-control',
    '/polls',
    `/polls/${draft.uuid}`,
    `/poll/${closed.uuid}/reports`,
  ]);
});
