import { useElementSize } from '@mantine/hooks';
import { useLowVision } from '../lib/low-vision';
import { usePhone } from '../lib/media';

/**
 * Cards where a table would not fit: on a phone, and wherever the room left in rem is less than
 * the table's columns need (a large low-vision font on a desktop). Until the room is measured,
 * the phone query decides. `ref` goes on the element whose width is the room.
 */
export function useCards(tableMinRem: number) {
  const { ref, width } = useElementSize();
  const isPhone = usePhone();
  const rootPx = useLowVision()?.size ?? 16;
  const cards = width > 0 ? width / rootPx < tableMinRem : isPhone;
  return { ref, cards };
}
