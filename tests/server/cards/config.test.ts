import { describe, expect, it } from "vitest";
import { appForFile, companyWithPeople, stripeSettings, withApp } from "../helpers";
import { send } from "../fixtures";

/** GET /api/payments/config/: the panel's Add-card dialog learns the processor (and Stripe's publishable key). */
const app = await appForFile();
const home = await companyWithPeople(app.db);

describe("GET /api/payments/config/", () => {
  it("answers the simulated processor without a key, to customers and staff alike", async () => {
    for (const token of [home.customer.token, home.member.token, home.owner.token]) {
      expect(await send(app, "GET", "/api/payments/config/", token)).toEqual({
        status: 200,
        body: { processor: "simulated", publishable_key: null },
      });
    }
    expect(await send(app, "GET", "/api/payments/config/", null)).toMatchObject({ status: 401 });
  });

  it("answers Stripe with the publishable key and never the secret key", async () => {
    const settings = stripeSettings({
      stripeSecretKey: "sk_test_secret123",
      stripePublishableKey: "pk_test_public456",
    });
    await withApp(settings, async (stripe, people) => {
      const res = await stripe.inject({
        method: "GET",
        url: "/api/payments/config",
        headers: { authorization: `Token ${people.customer.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ processor: "stripe", publishable_key: "pk_test_public456" });
      expect(res.body).not.toContain("sk_test_secret123");
    });
  });

  it("is documented in OpenAPI with its answer's shape", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const op = doc.paths["/api/payments/config/"]?.get;
    expect(op.tags).toEqual(["cards"]);
    expect(Object.keys(op.responses).sort()).toEqual(["200", "401"]);
    const schema = op.responses["200"].content["application/json"].schema;
    expect(schema.properties.processor.enum).toEqual(["simulated", "stripe"]);
    expect(Object.keys(schema.properties).sort()).toEqual(["processor", "publishable_key"]);
  });
});
