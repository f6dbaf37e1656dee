export { videosProjection } from './videos';
export { newsProjection } from './news';
export { suspensionsProjection } from './suspensions';
export { coachAddressesProjection } from './coach-addresses';
