import { describe, expect, it } from 'vitest';
import { studentSiteUrl } from './student-site';

const config = { student_site_url: 'https://s.example', student_site_mobile_url: 'https://m.example', new_version_url: '' };

describe('studentSiteUrl (002 §2.1)', () => {
  it('keeps students here when no site is set', () => {
    expect(studentSiteUrl({ ...config, student_site_url: '' }, 1280)).toBeNull();
  });
  it('sends narrow windows to the mobile site when there is one', () => {
    expect(studentSiteUrl(config, 949)).toBe('https://m.example');
    expect(studentSiteUrl(config, 950)).toBe('https://s.example');
    expect(studentSiteUrl({ ...config, student_site_mobile_url: '' }, 400)).toBe('https://s.example');
  });
});
