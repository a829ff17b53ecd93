/**
 * The resources' English texts: downloaded with the resources (resources/index.ts registers them before any
 * resource module reads one), not with the sign-in page.
 */
import { dashboard } from "./dashboard";
import { transactions } from "./transactions";
import { refillNow } from "./refillNow";
import { charges } from "./charges";
import { cards } from "./cards";
import { phoneNumbers } from "./phoneNumbers";
import { scheduledRefills } from "./scheduledRefills";
import { carriers } from "./carriers";
import { plans } from "./plans";
import { rentals } from "./rentals";
import { devices } from "./devices";
import { countries } from "./countries";
import { customers } from "./customers";
import { members } from "./members";
import { settings } from "./settings";
import { auditLog } from "./auditLog";
import { phoneMenu } from "./phoneMenu";

export const enScreens = {
  dashboard,
  transactions,
  refillNow,
  charges,
  cards,
  phoneNumbers,
  scheduledRefills,
  carriers,
  plans,
  rentals,
  devices,
  countries,
  customers,
  members,
  settings,
  auditLog,
  phoneMenu,
};
