/**
 * The resources' English texts, one export per area: downloaded with the resources (resources/index.ts registers them before any
 * resource module reads one), not with the sign-in page.
 */
export { dashboard } from "./dashboard";
export { transactions } from "./transactions";
export { refillNow } from "./refillNow";
export { charges } from "./charges";
export { cards } from "./cards";
export { phoneNumbers } from "./phoneNumbers";
export { scheduledRefills } from "./scheduledRefills";
export { carriers } from "./carriers";
export { plans } from "./plans";
export { rentals } from "./rentals";
export { devices } from "./devices";
export { countries } from "./countries";
export { fees } from "./fees";
export { customers } from "./customers";
export { members } from "./members";
export { settings } from "./settings";
export { auditLog } from "./auditLog";
export { phoneMenu } from "./phoneMenu";
export { sentMessages } from "./sentMessages";
export { disputes } from "./disputes";
export { problems } from "./problems";
export { catalogue } from "./catalogue";
