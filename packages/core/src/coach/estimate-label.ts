// The estimate's label (decision 133), apart from maintenance.ts (decision 205): home's first chunk holds that, and
// the label shows only once the estimate has answered (MaintenanceSource, Settings), with their code.

/** Issue 13: the label shown next to a figure taken from the estimate. */
export const ESTIMATE_LABEL = 'Estimated from your log';
