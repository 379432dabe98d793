import { VisuallyHidden } from '@mantine/core';
import classes from './RecordList.module.css';

/** The dot of an unread row or card, and its words for a screen reader («Не прочитано»). */
export function UnreadMark({ unread, label }: { unread: boolean; label: string }) {
  if (!unread) return null;
  return (
    <>
      <span className={classes.dot} aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
