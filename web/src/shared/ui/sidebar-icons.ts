import type { SidebarIcon } from '@portal/contract';
import {
  IconBook,
  IconCalendar,
  IconFileText,
  IconHelpCircle,
  IconLink,
  IconMail,
  IconNews,
  IconSchool,
  IconVideo,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

/**
 * The tabler icon of each icon name an extra sidebar entry may have (contract `SIDEBAR_ICONS`):
 * the sidebar draws it, «Настройки университета» offers it.
 */
export const sidebarIcons: Record<SidebarIcon, Icon> = {
  link: IconLink,
  book: IconBook,
  calendar: IconCalendar,
  school: IconSchool,
  news: IconNews,
  help: IconHelpCircle,
  mail: IconMail,
  world: IconWorld,
  video: IconVideo,
  file: IconFileText,
};
