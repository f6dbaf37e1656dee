export { importRoutes } from './routes';
export { readSheet } from './csv';
