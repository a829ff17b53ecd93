import {
  activeColumn,
  catalogActionsColumn,
  customerColumn,
  dateColumn,
  moneyColumn,
  phoneColumn,
  type ResourceList,
} from "../../../src/components/lists";
import { catalogTexts } from "../../../src/i18n/catalog-texts";

const list = { sorters: [] } as unknown as ResourceList<{ id: number }>;

// A column factory's props are spread into <Table.Column>; React refuses a key inside spread props (a
// warning on every list that used the catalogue's actions column), so the element says its key itself.
describe("column factories", () => {
  it.each([
    [
      "catalogActionsColumn",
      () => catalogActionsColumn({ resource: "countries", texts: catalogTexts("countries") }),
    ],
    ["activeColumn", () => activeColumn()],
    ["moneyColumn", () => moneyColumn(list, "daily_rate", "Daily surcharge")],
    ["dateColumn", () => dateColumn(list, "created_at", "Created")],
    ["customerColumn", () => customerColumn()],
    ["phoneColumn", () => phoneColumn("phone_number_digits")],
  ])("%s returns props without a key", (_, make) => {
    expect(Object.keys(make())).not.toContain("key");
  });
});
