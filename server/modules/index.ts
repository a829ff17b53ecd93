import type { FastifyPluginAsync } from "fastify";
import accounts from "./accounts/routes";
import auditLog from "./audit/routes";
import carriers from "./carriers/routes";
import companySettings from "./company-settings/routes";
import dashboard from "./dashboard/routes";
import customers from "./customers/routes";
import health from "./health/routes";
import members from "./members/routes";
import rentalCatalog from "./rental-catalog/routes";
import charges from "./charges/routes";
import rentals from "./rentals/routes";
import transactions from "./transactions/routes";
import phoneNumbers from "./phone-numbers/routes";
import cards from "./cards/routes";
import scheduledRefills from "./scheduled-refills/routes";
import phoneMenu from "./phone-menu/routes";
import paymentEvents from "./payment-events/routes";
import disputes from "./disputes/routes";
import messages from "./messages/routes";
import sms from "./sms/routes";
import topupWallet from "./topup-wallet/routes";

/** Every API area, each a Fastify plugin registered under /api. Add a module here to mount it. */
export const apiModules: FastifyPluginAsync[] = [
  health,
  accounts,
  customers,
  members,
  companySettings,
  transactions,
  rentals,
  charges,
  carriers,
  rentalCatalog,
  phoneNumbers,
  cards,
  scheduledRefills,
  phoneMenu,
  paymentEvents,
  disputes,
  auditLog,
  dashboard,
  messages,
  sms,
  topupWallet,
];
