import { iso } from "./clock";
import { insert, insertCatalog, type SeedContext } from "./context";

export interface Plan {
  id: number;
  carrierId: number;
  amount: number;
  /** what its top-up costs the company at the aggregator, cents */
  cost: number;
  active: boolean;
}

/** The demo's aggregator keeps 8% of a plan's price: its top-up costs the company the rest. */
const topupCost = (amount: number) => Math.round(amount * 0.92);

export interface Carrier {
  id: number;
  name: string;
  active: boolean;
  plans: Plan[];
  /** the plans a customer can buy today */
  activePlans: Plan[];
}

/** The company's carriers and their plans, as the profile lists them. */
export async function seedCarriers(ctx: SeedContext): Promise<Carrier[]> {
  const { profile, clock, rng } = ctx;
  const createdAt = iso(clock.ago(profile.age_days - 1));
  const carrierIds = await insertCatalog(
    ctx,
    "carriers",
    profile.carriers,
    () => createdAt,
    (c) => ({
      provider_operator_id: c.operator,
    }),
  );
  const planSpecs = profile.carriers.flatMap((c, i) => c.plans.map((p) => ({ carrier: i, spec: p })));
  const planIds = await insert(
    ctx,
    "plans",
    planSpecs.map(({ carrier, spec }) => ({
      carrier_id: carrierIds[carrier],
      name: spec.name,
      description: spec.description,
      amount: spec.amount,
      validity_days: spec.validity_days,
      is_active: !spec.inactive,
      provider_product_id: spec.product,
      cost: topupCost(spec.amount),
      created_at: iso(clock.ago(profile.age_days - 1 - rng.int(0, 60))),
    })),
  );
  return profile.carriers.map((c, i) => {
    const plans = planSpecs
      .map(({ carrier, spec }, j) => ({
        carrier,
        plan: {
          id: planIds[j],
          carrierId: carrierIds[i],
          amount: spec.amount,
          cost: topupCost(spec.amount),
          active: !spec.inactive,
        },
      }))
      .filter(({ carrier }) => carrier === i)
      .map(({ plan }) => plan);
    const active = !c.inactive;
    return {
      id: carrierIds[i],
      name: c.name,
      active,
      plans,
      activePlans: active ? plans.filter((p) => p.active) : [],
    };
  });
}
