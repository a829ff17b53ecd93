import type { Translated } from "../types";
import type { Catalogue } from "../en";
import { common } from "./common";
import { layout } from "./layout";
import { auth } from "./auth";
import { lists } from "./lists";
import { forms } from "./forms";
import { records } from "./records";
import { messages } from "./messages";
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
import { welcome } from "./welcome";
import { refine } from "./refine";
import { legal } from "./legal";

/** The Spanish catalogue: loaded only when the panel speaks Spanish (src/i18n/index.ts). */
export const es: Translated<Catalogue> = {
  common,
  layout,
  auth,
  lists,
  forms,
  records,
  messages,
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
  welcome,
  refine,
  legal,
};
