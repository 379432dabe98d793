import { LOGO_MAX_BYTES } from '@portal/contract';

/** The image types the server takes for the logo (contract `logoDataUrl`). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type LogoRead = { dataUrl: string } | { error: 'type' | 'size' | 'unreadable' };

/** A picked file as the logo's data URL, or why it cannot be one (its type, its size), checked here first. */
export function readLogo(file: File): Promise<LogoRead> {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return Promise.resolve({ error: 'type' });
  if (file.size > LOGO_MAX_BYTES) return Promise.resolve({ error: 'size' });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? { dataUrl: reader.result } : { error: 'unreadable' });
    reader.onerror = () => resolve({ error: 'unreadable' });
    reader.readAsDataURL(file);
  });
}
