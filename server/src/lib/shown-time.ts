/** `DD.MM.YYYY HH:mm` in the university's time zone, as the screens show dates (000 §3). */
export function shownTimeFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (d: Date) => {
    const p = Object.fromEntries(format.formatToParts(d).map((x) => [x.type, x.value]));
    return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
  };
}
