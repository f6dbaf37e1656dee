export { organizationRoutes } from './routes';
export {
  organizationDecider,
  organizationStream,
  type OrganizationCommand,
  type OrganizationState,
} from './decider';
export { organizationByName, readOrganization } from './organizations';
