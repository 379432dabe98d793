import { Stack, Tabs } from '@mantine/core';
import { choiceParam, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { DeskContext, desks, useDesk } from '../desk';
import { useText } from '../i18n';
import { MyRequestsPage } from './my/MyRequestsPage';
import { CategoriesEditor } from './CategoriesEditor';
import { RequestWorkDetail } from './work/RequestWorkDetail';
import { RequestWorkList } from './work/RequestWorkList';

type Tab = 'requests' | 'categories';
const tabParams: UrlParams<{ tab: Tab | null }> = { tab: choiceParam<Tab>(['requests', 'categories'], 'requests') };

/**
 * Requests control (002 §2.5, permission request_admin): the tabs «Заявки» (every request, the
 * filter, statistics, the performers' column; a request opens at /request-control/{id}) and
 * «Подразделения и услуги». The tab is in the address.
 */
export function RequestControlPage() {
  const [{ tab }, setUrl] = useUrlState(tabParams);
  const t = useText();
  const { kind } = useDesk();
  return (
    <Tabs
      value={tab ?? 'requests'}
      onChange={(value) => setUrl({ tab: value === 'categories' ? 'categories' : 'requests' })}
      keepMounted={false}
      maw={1400}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="requests">{t('work.requestsTab', { context: kind })}</Tabs.Tab>
        <Tabs.Tab value="categories">{t('work.categoriesTab', { context: kind })}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="requests">
        <RequestWorkList view="control" />
      </Tabs.Panel>
      <Tabs.Panel value="categories">
        <Stack gap="md" maw={960}>
          <CategoriesEditor />
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/** /request-control/{id}: a request in requests control. */
export const RequestControlDetailPage = () => <RequestWorkDetail view="control" />;

/** «Менеджер заявок» (002 §2.5): the caller's requests as a performer, with the filter and statistics. */
export const RequestManagerPage = () => (
  <Stack maw={1400}>
    <RequestWorkList view="manager" />
  </Stack>
);
/** /request-manager/{id}: a request its performer works (accept, close, performers, chat). */
export const RequestManagerDetailPage = () => <RequestWorkDetail view="manager" />;

/** The students' questions' screens (issue 14 §5): the requests' own, with the questions' calls and words. */
const asQuestions = (Page: () => React.JSX.Element) =>
  function QuestionPage() {
    return (
      <DeskContext.Provider value={desks.question}>
        <Page />
      </DeskContext.Provider>
    );
  };
/** «Контроль обращений студентов» (/request-question-control, question_admin): «Вопросы» and «Отделы и темы». */
export const QuestionControlPage = asQuestions(RequestControlPage);
export const QuestionControlDetailPage = asQuestions(RequestControlDetailPage);
/** «Обращения студентов» (/request-question): the questions the employee answers. */
export const QuestionManagerPage = asQuestions(RequestManagerPage);
export const QuestionManagerDetailPage = asQuestions(RequestManagerDetailPage);
/** The student's «Вопросы» (/questions): their questions, «Задать вопрос», the chat. */
export const MyQuestionsPage = asQuestions(MyRequestsPage);
