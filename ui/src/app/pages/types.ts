import type { ComponentType } from 'react';
import type { SiteRouteName } from '@league/contracts/site-pages';

export interface AreaPages {
  /** route name (siteRoute, @league/contracts/site-pages) → its page */
  pages: Partial<Readonly<Record<SiteRouteName, ComponentType>>>;
}
