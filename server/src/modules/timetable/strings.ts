/** The words of the timetable change notices (issue 15 §1). */
const weekdays = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];
const shownDay = (day: string) => {
  const [y, m, d] = day.split('-');
  const w = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${weekdays[w]}, ${d}.${m}.${y}`;
};

export const timetableNoticeStrings = {
  title: 'Изменения в расписании',
  groupIntro: (group: string) => `Изменилось расписание группы ${group} на ближайшие две недели:`,
  teacherIntro: 'Изменилось ваше расписание на ближайшие две недели:',
  when: (day: string, pair: number) => `${shownDay(day)}, ${pair} пара`,
  room: (rooms: string) => `ауд. ${rooms}`,
  cancelled: (when: string, was: string) => `${when}: занятие отменено — ${was}`,
  changed: (when: string, now: string, was: string) => (was ? `${when}: ${now} (было: ${was})` : `${when}: ${now}`),
  open: 'Открыть расписание',
} as const;
