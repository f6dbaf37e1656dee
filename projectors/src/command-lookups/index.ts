export { commandLookupsProjection, COMMAND_LOOKUPS } from './projection';
