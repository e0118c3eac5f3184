import { useEffect, useState } from 'react';
import { PRODUCT_NAME_DEFAULT } from '@leerpunt/shared/defaults';
import { SUPPORT_HOURS, SUPPORT_REPLY } from '@leerpunt/shared/messages';
import type { PublicAppConfigQuery, PublicAppConfigQueryVariables } from '../gql/graphql';
import configOperations from './app-config.graphql?raw';
import { graphqlRequest, operation } from './graphql-request';

export type AppConfig = PublicAppConfigQuery['appConfig'];
export type PlanInfo = AppConfig['plans'][number];
/** The configuration besides the plans; `questionSource` is null until the server's arrives (the pages then claim none). */
export type PublicConfig = Omit<AppConfig, 'plans' | 'questionSource'> & { questionSource: AppConfig['questionSource'] | null };

/** Shown until the server's configuration arrives (and if it cannot be loaded): the server's own defaults. */
export const APP_CONFIG_FALLBACK: PublicConfig = {
  productName: PRODUCT_NAME_DEFAULT,
  supportEmail: 'support@leerpunt.example',
  supportHours: SUPPORT_HOURS,
  supportReply: SUPPORT_REPLY,
  // Until the server says otherwise, claim no accreditation.
  accreditation: {
    accredited: false,
    statement: `This deployment of ${PRODUCT_NAME_DEFAULT} is not accredited by any professional body (demo).`,
    name: null,
    url: null,
    reference: null,
    logoUrl: null,
  },
  questionSource: null,
};

/** The configuration the server inlines into the page (a JSON data block), read once. */
function inlineConfig(): AppConfig | null {
  try {
    const text = document.getElementById('app-config')?.textContent;
    return text ? (JSON.parse(text) as AppConfig) : null;
  } catch {
    return null;
  }
}

const PUBLIC_APP_CONFIG = operation<PublicAppConfigQuery, PublicAppConfigQueryVariables>(configOperations, 'PublicAppConfig');

let loaded: AppConfig | null = inlineConfig();
let pending: Promise<AppConfig> | null = null;

/**
 * The public configuration (product name, support contact, accreditation body, question source, plans). The server
 * inlines it into the page, so it is there on the first render; without it (a dev server in front of
 * the API) it is fetched once per page load. `plans` is null until loaded.
 */
export function useAppConfig(): { config: PublicConfig; plans: PlanInfo[] | null; loading: boolean; failed: boolean } {
  const [config, setConfig] = useState<AppConfig | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (config) return;
    let cancelled = false;
    pending ??= graphqlRequest(PUBLIC_APP_CONFIG).then((d) => (loaded = d.appConfig));
    pending.then(
      (c) => !cancelled && setConfig(c),
      () => {
        pending = null;
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config]);
  return {
    config: config ?? APP_CONFIG_FALLBACK,
    plans: config?.plans ?? null,
    loading: !config && !failed,
    failed: !config && failed,
  };
}
