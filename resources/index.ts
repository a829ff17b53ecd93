// First: the resources' texts, before any resource module below reads one as it loads (src/i18n).
import "../src/i18n/screen-texts";
import { auditLog } from "./audit-log";
import { cards } from "./cards";
import { carriers } from "./carriers";
import { catalogue } from "./catalogue";
import { charges } from "./charges";
import { countries } from "./countries";
import { customers } from "./customers";
import { dashboard } from "./dashboard";
import { disputes } from "./disputes";
import { fees } from "./fees";
import { devices } from "./devices";
import { members } from "./members";
import { messages } from "./messages";
import { phoneMenu } from "./phone-menu";
import { phoneNumbers } from "./phone-numbers";
import { plans } from "./plans";
import { refillNow } from "./refill-now";
import { planner, rentals, rentNow } from "./rentals";
import { scheduledRefills } from "./scheduled-refills";
import { settings } from "./settings";
import { transactions } from "./transactions";
import type { ResourceDefinition } from "../src/resource-kit/types";

/**
 * Every entity of docs/architecture.md (plus the cards, devices and countries the forms need), in menu order.
 * `/` opens the first one with a list screen the signed-in user may open: the dashboard for staff, the
 * transactions for customers.
 */
export const resourceDefinitions: ResourceDefinition[] = [
  dashboard,
  transactions,
  refillNow,
  rentals,
  planner,
  rentNow,
  phoneNumbers,
  scheduledRefills,
  carriers,
  charges,
  disputes,
  messages,
  customers,
  members,
  plans,
  catalogue,
  cards,
  devices,
  countries,
  fees,
  phoneMenu,
  settings,
  auditLog,
];
