import type { PublicConfig } from '@storefront/contracts/api';
import { useEffect, useState } from 'react';
import { fetchPublicConfig } from './public-config.ts';

/**
 * The public configuration once GET /api/config has answered: null before that, and null if it
 * never does (a caller with no configuration shows its own fallback, e.g. the Pay button's
 * 'Failed to load payment system').
 */
export function usePublicConfig(): { config: PublicConfig | null; failed: boolean } {
  const [state, setState] = useState<{ config: PublicConfig | null; failed: boolean }>({ config: null, failed: false });
  useEffect(() => {
    let live = true;
    fetchPublicConfig().then(
      (config) => live && setState({ config, failed: false }),
      () => live && setState({ config: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
