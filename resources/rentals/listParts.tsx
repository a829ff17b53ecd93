import { Link } from "react-router";
import { RENTAL_STATUSES } from "@common/api/enums";
import type { Rental } from "@common/api/records";
import { type ResourceList, StatusTabs } from "../../src/components/lists";
import { statusTabEmpty } from "../../src/components/lists/statusTabEmpty";
import { t } from "../../src/i18n";
import { rentalEndpoints } from "./endpoints";
import { rentalStatusText } from "./labels";

/*
 * What the staff's table (StaffRentalList) and a customer's cards (CustomerRentalList) of /rentals share:
 * the Rent a device link, the status tabs and why the list is empty.
 */

/** "Rent a device", a link drawn as antd's primary button without antd: a customer's list draws none of it. */
export function RentNowLink() {
  return (
    <Link to="/rent-now" className="plain-button plain-button-primary plain-button-fit">
      {t("rentals.list.rentDevice")}
    </Link>
  );
}

/** The status tabs with each one's count. */
export function RentalStatusTabs({ list }: { list: ResourceList<Rental> }) {
  return (
    <StatusTabs
      list={list}
      url={rentalEndpoints.counters().path}
      statuses={RENTAL_STATUSES}
      labelOf={rentalStatusText}
    />
  );
}

/** Why the list shows no rental on the tab `status`: none yet (with a way to rent), none in it, none matching. */
export function rentalsEmpty(status: string) {
  return statusTabEmpty(status, {
    all: t("rentals.list.empty"),
    inStatus: (tab) => t("rentals.list.emptyStatus", { status: rentalStatusText(tab) }),
    noMatch: t("rentals.list.noMatch"),
    action: <RentNowLink />,
  });
}
