import { ErrorState } from '../../../shared/ui/ErrorState';
import { notifyUiStrings } from '../strings';

/** A failed load on a back-office screen: «Ошибка. Обратитесь к разработчику.» (001 §8) with a retry. */
export const LoadFailed = ({ onRetry }: { onRetry?: () => void }) => <ErrorState message={notifyUiStrings.failed} onRetry={onRetry} />;
