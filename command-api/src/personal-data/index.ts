export { erasureDecider, personalDataRoutes } from './routes';
