export { organizationRoutes } from './routes';
export { organizationDecider, type OrganizationCommand, type OrganizationState } from './decider';
export { organizationByName, readOrganization } from './organizations';
