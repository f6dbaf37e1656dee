export { suspensionProposalsProjection } from './projection';
