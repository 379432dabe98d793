import { ErrorState } from '../../../shared/ui/ErrorState';
import { useText } from '../i18n';

/** A failed load on a back-office screen: «Ошибка. Обратитесь к разработчику.» (001 §8) with a retry. */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const t = useText();
  return <ErrorState message={t('failed')} onRetry={onRetry} />;
}
