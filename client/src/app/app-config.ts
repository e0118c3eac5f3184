import { useQuery } from '@apollo/client/react';
import { PRODUCT_NAME_DEFAULT, SUPPORT_HOURS, SUPPORT_REPLY } from '@shared/constants';
import { PublicAppConfigDocument, type PublicAppConfigQuery } from '../gql/graphql';

export type AppConfig = PublicAppConfigQuery['appConfig'];
export type PlanInfo = AppConfig['plans'][number];

/** Shown until the server's configuration arrives (and if it cannot be loaded): the server's own defaults. */
export const APP_CONFIG_FALLBACK: Omit<AppConfig, 'plans'> = {
  productName: PRODUCT_NAME_DEFAULT,
  supportEmail: 'support@leerpunt.example',
  supportHours: SUPPORT_HOURS,
  supportReply: SUPPORT_REPLY,
  accreditation: {
    name: 'European CPD Accreditation Council',
    url: 'https://cpd-accreditation.example.org',
    reference: '',
    logoUrl: '/accreditation-logo.svg',
  },
};

/**
 * The public configuration (product name, support contact, accreditation body, plans), loaded once
 * per page load and shared through the Apollo cache. `plans` is null until loaded.
 */
export function useAppConfig(): { config: Omit<AppConfig, 'plans'>; plans: PlanInfo[] | null; loading: boolean; failed: boolean } {
  const { data, loading, error } = useQuery(PublicAppConfigDocument, { fetchPolicy: 'cache-first' });
  const loaded = data?.appConfig;
  return {
    config: loaded ?? APP_CONFIG_FALLBACK,
    plans: loaded?.plans ?? null,
    loading: loading && !loaded,
    failed: !!error && !loaded,
  };
}
