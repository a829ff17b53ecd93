import { rentalEndpoints } from "../../../resources/rentals/endpoints";
import { transactionEndpoints } from "../../../resources/transactions/endpoints";

describe("a resource's typed endpoints", () => {
  it("fill in the record's id where the path takes one", () => {
    expect(rentalEndpoints.endPreview(41)).toEqual({
      method: "GET",
      path: "/api/rental/rentals/41/end-preview",
    });
    expect(rentalEndpoints.cost()).toEqual({ method: "POST", path: "/api/rental/devices/cost/" });
    expect(transactionEndpoints.retry(7).path).toBe("/api/transactions/7/retry/");
  });

  it("refuse, at the typecheck, a misspelt call or a missing id", () => {
    // @ts-expect-error: no such call (a misspelling fails `npm run typecheck`)
    expect(() => rentalEndpoints.endPreveiw(41)).toThrow();
    // @ts-expect-error: the path takes the rental's id
    expect(() => rentalEndpoints.endPreview()).toThrow(/"rentals" endPreview needs an id/);
  });
});
