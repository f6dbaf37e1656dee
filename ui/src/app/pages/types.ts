import type { ComponentType } from 'react';
import type { Access } from '../routeTable';

export interface AreaPages {
  /** route path (as written in the route table) → its page */
  pages: Readonly<Record<string, ComponentType>>;
  /** routes the spec does not list (each with its page) */
  extraRoutes: ReadonlyArray<{ path: string; access: Access; name: string; page: ComponentType }>;
}
