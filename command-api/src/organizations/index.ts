export { organizationRoutes } from './routes';
export { organizationDecider, type OrganizationState } from './decider';
export { organizationByName, readOrganization } from './organizations';
