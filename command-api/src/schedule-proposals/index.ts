export { scheduleProposalRoutes } from './routes';
export { generateSchedule, type GeneratedSchedule } from './generate';
export { scheduleProblems, type ScheduleProblem } from './check';
export { type Season } from './season';
