import { createVenueRequest, updateVenueRequest, venueParams, venueWriteAnswer } from '@league/contracts';
import { recordCommands, recordRoutes } from '../handling';
import { venueRecord } from './decider';

/** POST createVenue, PATCH updateVenue, DELETE removeVenue: admin only. */
export const venueRoutes = recordRoutes({
  tag: 'venues',
  id: 'venueId',
  answer: venueWriteAnswer,
  create: {
    path: '/api/admin/createVenue',
    body: createVenueRequest,
    fields: ({ venueName, venueAddress }) => ({ venueName, venueAddress }),
  },
  update: { path: '/api/admin/:venueId/updateVenue', params: venueParams, body: updateVenueRequest },
  remove: { path: '/api/admin/:venueId/removeVenue', params: venueParams },
  writes: recordCommands(venueRecord.aggregate, venueRecord.names),
});
