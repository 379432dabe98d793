import { NotFoundPage } from '../../features/home';
import { SupportPage } from '../../features/tickets';
import { usePublicConfig } from '../../shared/session/public-config';
import { PageLoader } from '../../shared/ui/PageLoader';

/**
 * «Служба поддержки» and `/support/{id}`, for every account kind while support is allowed (the
 * server's `allow_support`, 000 §6); otherwise the address is not found, as the sidebar has no link.
 */
export function SupportRoute() {
  const config = usePublicConfig();
  if (config.isPending) return <PageLoader />;
  return config.data?.allow_support ? <SupportPage /> : <NotFoundPage />;
}

export const Component = SupportRoute;
