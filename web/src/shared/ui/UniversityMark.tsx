interface UniversityMarkProps {
  size?: number;
}

/**
 * The portal's mark: a pediment over three columns on a rounded blue tile. Decorative: the low-vision version hides it
 * with images off.
 */
export function UniversityMark({ size = 36 }: UniversityMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-lv-image>
      <rect width="40" height="40" rx="10" fill="var(--mantine-primary-color-filled, #1a58ae)" />
      <path d="M20 7.5 33 14.5H7z" fill="var(--mantine-color-white, #fff)" />
      <circle cx="20" cy="12" r="1.6" fill="var(--mantine-primary-color-filled, #1a58ae)" />
      <rect x="9.5" y="17" width="4.5" height="11" rx="1" fill="var(--mantine-color-white, #fff)" />
      <rect x="17.75" y="17" width="4.5" height="11" rx="1" fill="var(--mantine-color-white, #fff)" />
      <rect x="26" y="17" width="4.5" height="11" rx="1" fill="var(--mantine-color-white, #fff)" />
      <rect x="7" y="29.5" width="26" height="3" rx="1.2" fill="var(--mantine-color-white, #fff)" />
    </svg>
  );
}
