export { accountQueryRoutes } from './routes';
export type { AccountReadDeps } from './deps';
