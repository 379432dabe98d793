import type { PublicConfig } from '@portal/contract';
import { STUDENT_MOBILE_MAX_WIDTH } from '../config';

/** Where a student account goes (002 §2.1), or null when students stay here (README decision 2). */
export function studentSiteUrl(config: PublicConfig, windowWidth: number): string | null {
  if (!config.student_site_url) return null;
  if (windowWidth < STUDENT_MOBILE_MAX_WIDTH && config.student_site_mobile_url) return config.student_site_mobile_url;
  return config.student_site_url;
}
