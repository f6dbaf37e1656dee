export { suspensionProposalRoutes } from './routes';
export {
  proposedSuspensionId,
  suspensionProposalDecider,
  suspensionRulesDecider,
  type SuspensionProposalState,
  type SuspensionRulesState,
} from './decider';
