import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@portal/contract';
import { apiLater } from '../api/deferred';
import { storage, storageKeys } from '../lib/storage';

export type UniversityBrand = PublicConfig['university'];

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: async ({ signal }) => {
      const config = await apiLater((c) => c.platformEndpoints.config, {}, { signal, token: null });
      storage.set(storageKeys.universityBrand, JSON.stringify(config.university));
      return config;
    },
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

/**
 * allowSupport (000 §6): the support dialog is on. Off until the settings have loaded, so nothing flashes in and out.
 */
export const useAllowSupport = (): boolean => usePublicConfig().data?.allow_support ?? false;

/** The copy of the university's names and logo this browser kept, if it is one. */
function storedBrand(): UniversityBrand | null {
  try {
    const brand = JSON.parse(storage.get(storageKeys.universityBrand) ?? 'null') as Partial<UniversityBrand> | null;
    return typeof brand?.name === 'string' && (typeof brand.logo_url === 'string' || brand.logo_url === null)
      ? { name: brand.name, short_name: String(brand.short_name ?? brand.name), logo_url: brand.logo_url }
      : null;
  } catch {
    return null;
  }
}

/**
 * The university's names and logo address (issue 33) for the logo: the public config when this tab
 * has it (not asked for here: the sign-in screen asks for it once, for its identity provider's
 * button), else the copy the last answer left in this browser; null when neither is known.
 */
export function useUniversityBrand(): UniversityBrand | null {
  const loaded = useQuery({ ...publicConfigQueryOptions(), enabled: false }).data?.university;
  return loaded ?? storedBrand();
}
