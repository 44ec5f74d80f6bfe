// Public entry of @forwarder/weights: the order's weight rule (dimensional and chargeable weights), pure functions
// shared by the member's order form and the staff console's receiving.
export { VOLUME_DIVISOR, round2, boxVolumeWeightKg, computeWeights, type BoxLine, type OrderWeights } from './lib/weights';
