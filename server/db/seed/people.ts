import type { Carrier, Plan } from "./carriers";
import { DAY, HOUR, iso } from "./clock";
import { type AuditEvent, insert, type SeedContext } from "./context";
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, NICKNAMES, PLACES, type Place, STREETS } from "./names";
import type { Random } from "./random";

export interface Person {
  id: number;
  createdAt: number;
}

export interface Line {
  id: number;
  number: string;
  createdAt: number;
  active: boolean;
  carrier: Carrier;
  plan: Plan;
  /** ends in 13: the simulated carrier rejects top-ups to it */
  failing: boolean;
}

/** How the simulated processor answers a charge on the card (Stripe's test cards, README.md). */
export type CardBehaviour = "ok" | "declined" | "auth";

export interface Card {
  id: number;
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
  expired: boolean;
  createdAt: number;
}

export interface Customer extends Person {
  active: boolean;
  /** how often this customer buys, relative to the others */
  activity: number;
  place: Place;
  lines: Line[];
  cards: Card[];
  /** always an "ok" card that has not expired */
  defaultCard: Card;
}

export interface People {
  owner: Person;
  /** active staff (owner included): who resolves, refunds and takes payments */
  members: Person[];
  customers: Customer[];
  featured: Customer | null;
  audit: AuditEvent[];
}

/** Last four digits the simulated processor treats specially; ordinary cards never end in them. */
const SPECIAL_LAST4 = new Set([
  "0002",
  "3184",
  "9995",
  "9987",
  "9979",
  "0069",
  "0127",
  "0119",
  "0341",
  "3155",
  "3220",
  "0010",
]);
/** The simulated processor reads a card's behaviour from its processor_ref (integrations/payments/simulated.ts). */
const REF_SUFFIX: Record<CardBehaviour, string> = { ok: "", declined: "_declined", auth: "_auth" };
const BRANDS = [
  ["visa", 50],
  ["mastercard", 30],
  ["amex", 10],
  ["discover", 10],
] as const;

interface CustomerDraft {
  first_name: string;
  last_name: string;
  email: string;
  pin: string;
  place: Place;
  address: string;
  zip: string;
  createdAt: number;
  active: boolean;
  activity: number;
  lastLogin: number | null;
}

function address(rng: Random, place: Place): string {
  const apt = rng.chance(0.35) ? `, Apt ${rng.int(1, 24)}${rng.pick(["", "A", "B", "C", "D", "F"])}` : "";
  return `${rng.int(12, 9890)} ${rng.pick(STREETS)}${apt}, ${place.city}`;
}

const zipCode = (rng: Random, place: Place) => String(rng.int(place.zip[0], place.zip[1])).padStart(5, "0");

/**
 * Staff and customers. Every user gets the one hash of the demo password, so that any seeded e-mail can
 * sign in with `demo-pass-1`; customers also get a PIN for the phone sign-in.
 */
export async function seedUsers(ctx: SeedContext): Promise<{
  staff: (Person & { active: boolean; owner: boolean; email: string })[];
  drafts: CustomerDraft[];
  customerIds: number[];
}> {
  const { rng, clock, profile, companyId, unique } = ctx;
  const founded = clock.ago(profile.age_days);
  const hq = rng.pick(PLACES);

  const staff = profile.staff.map((s, i) => ({
    ...s,
    createdAt:
      i === 0
        ? founded
        : founded + rng.int(5, Math.min(profile.age_days - 100, 300)) * DAY + rng.int(0, 8) * HOUR,
  }));
  staff.forEach((s) => unique.claimEmail(s.email));

  const drafts: CustomerDraft[] = [];
  const featured = profile.featured;
  if (featured) {
    unique.claimEmail(featured.email);
    const place = PLACES[0];
    drafts.push({
      ...featured,
      place,
      address: "245 Flatbush Ave, Apt 3C, Brooklyn",
      zip: "11217",
      createdAt: clock.ago(Math.min(400, profile.age_days - 20)),
      active: true,
      activity: 3,
      lastLogin: clock.ago(1.2),
    });
  }
  // The newest customers signed up inside the 90-day window; a few old ones are deactivated.
  const regular = profile.customers - drafts.length;
  const newOnes = new Set(rng.shuffle([...Array(regular).keys()]).slice(0, profile.new_customers));
  const inactiveOnes = new Set(
    rng
      .shuffle([...Array(regular).keys()].filter((i) => !newOnes.has(i)))
      .slice(0, profile.inactive_customers),
  );
  for (let i = 0; i < regular; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const local =
      `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "") +
      (rng.chance(0.35) ? String(rng.int(1, 99)) : "");
    const place = rng.pick([...PLACES.filter((p) => p.state === hq.state), ...PLACES]);
    const createdAt = newOnes.has(i)
      ? clock.ago(rng.int(5, 80) + rng.next())
      : clock.ago(rng.int(95, profile.age_days - 15) + rng.next());
    const active = !inactiveOnes.has(i);
    drafts.push({
      first_name: first,
      last_name: last,
      email: unique.email(local, rng.pick(EMAIL_DOMAINS), rng),
      pin: rng.digits(rng.chance(0.8) ? 4 : 6),
      place,
      address: address(rng, place),
      zip: zipCode(rng, place),
      createdAt,
      active,
      activity: rng.weighted([
        [1, 5],
        [2, 4],
        [4, 2],
        [8, 1],
      ] as const),
      lastLogin: !active
        ? null
        : rng.chance(0.7)
          ? clock.ago(rng.next() * 30)
          : rng.chance(0.5)
            ? clock.ago(30 + rng.next() * 120)
            : null,
    });
  }

  const ids = await insert(ctx, "users", [
    ...staff.map((s) => ({
      company_id: companyId,
      email: s.email,
      password_hash: ctx.passwordHash,
      first_name: s.first_name,
      last_name: s.last_name,
      address: address(rng, hq),
      state: hq.state,
      zip_code: zipCode(rng, hq),
      pin: null,
      is_company_member: true,
      is_company_owner: s.owner,
      is_active: !s.inactive,
      created_at: iso(s.createdAt),
      last_login: s.inactive ? iso(clock.ago(rng.int(100, 200))) : iso(clock.ago(rng.next() * 2)),
    })),
    ...drafts.map((d) => ({
      company_id: companyId,
      email: d.email,
      password_hash: ctx.passwordHash,
      first_name: d.first_name,
      last_name: d.last_name,
      address: d.address,
      state: d.place.state,
      zip_code: d.zip,
      pin: d.pin,
      is_company_member: false,
      is_company_owner: false,
      is_active: d.active,
      created_at: iso(d.createdAt),
      last_login: d.lastLogin === null ? null : iso(Math.max(d.lastLogin, d.createdAt)),
    })),
  ]);
  return {
    staff: staff.map((s, i) => ({
      id: ids[i],
      createdAt: s.createdAt,
      active: !s.inactive,
      owner: s.owner,
      email: s.email,
    })),
    drafts,
    customerIds: ids.slice(staff.length),
  };
}

/**
 * Users, then each customer's phone lines (with a carrier and one of its plans) and cards (exactly one
 * default, always a good one). A few customers also keep a card that is declined or needs authentication,
 * a couple an expired one, and a few lines end in 13 so that top-ups to them fail at the carrier.
 */
export async function seedPeople(ctx: SeedContext, carriers: Carrier[]): Promise<People> {
  const { rng, clock, profile, companyId, unique } = ctx;
  const { staff, drafts, customerIds } = await seedUsers(ctx);
  const audit: AuditEvent[] = [];
  const owner = staff.find((s) => s.owner)!;
  const members = staff.filter((s) => s.active);

  // Invitations the non-owner staff accepted, and one customer's forgotten password.
  const resets: { userId: number; purpose: "invite" | "reset"; at: number }[] = staff
    .filter((s) => !s.owner)
    .map((s) => ({ userId: s.id, purpose: "invite" as const, at: s.createdAt }));
  for (const s of staff.filter((s) => !s.owner)) {
    audit.push({
      at: s.createdAt,
      actorId: owner.id,
      onBehalfOf: null,
      action: "invite",
      object: "member",
      objectId: s.id,
      data: { email: s.email },
    });
  }
  const forgetful = drafts.findIndex((d, i) => i > 0 && d.active && d.createdAt < clock.ago(40));
  if (forgetful >= 0)
    resets.push({
      userId: customerIds[forgetful],
      purpose: "reset",
      at: clock.ago(rng.int(5, 35) + rng.next()),
    });
  await insert(
    ctx,
    "password_resets",
    resets.map((r) => ({
      token_hash: rng.hex(64),
      user_id: r.userId,
      purpose: r.purpose,
      created_at: iso(r.at),
      expires_at: iso(r.at + HOUR),
      used_at: iso(r.at + rng.int(2, 40) * 60_000),
    })),
  );

  const openCarriers = carriers.filter((c) => c.activePlans.length > 0);
  const hasFeatured = !!profile.featured;
  const activeRegular = drafts.map((_, i) => i).filter((i) => drafts[i].active && (!hasFeatured || i > 0));
  const pickSome = (n: number, among = activeRegular) => new Set(rng.shuffle(among).slice(0, n));
  const failingOwners = pickSome(profile.failing_numbers);
  const declinedOwners = pickSome(profile.declined_cards);
  const authOwners = pickSome(profile.auth_cards - (hasFeatured ? 1 : 0));
  if (hasFeatured) authOwners.add(0);
  // Cards that expired last year, kept by customers who have been here long enough to own one.
  const expiredOwners = pickSome(
    2,
    activeRegular.filter((i) => drafts[i].createdAt < clock.ago(420)),
  );
  let visa4242 = 0;

  type LineDraft = Omit<Line, "id"> & { owner: number; nickname: string };
  type CardDraft = Omit<Card, "id"> & {
    owner: number;
    isDefault: boolean;
    exp_month: number;
    exp_year: number;
  };
  const lineDrafts: LineDraft[] = [];
  const cardDrafts: CardDraft[] = [];
  const nowYear = new Date(clock.now).getUTCFullYear();

  drafts.forEach((d, i) => {
    const featured = hasFeatured && i === 0;
    const tenure = clock.now - d.createdAt;
    const later = (share: number) => d.createdAt + Math.floor(rng.next() * tenure * share);
    const lineCount = featured
      ? 2
      : rng.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const);
    for (let n = 0; n < lineCount; n++) {
      const carrier = rng.weighted(openCarriers.map((c, k) => [c, k === 0 ? 3 : 2] as const));
      const failing = n === 0 && failingOwners.has(i);
      lineDrafts.push({
        owner: i,
        number:
          featured && n === 0
            ? unique.claimNumber(profile.featured!.phone)
            : unique.phoneNumber(rng, d.place.areaCodes, failing),
        nickname: featured
          ? n === 0
            ? "My phone"
            : "Mom"
          : n === 0
            ? rng.pick(["", "", "My phone"])
            : rng.pick(NICKNAMES),
        createdAt: n === 0 ? d.createdAt + rng.int(1, 20) * 60_000 : later(0.6),
        // Inactive customers' lines are closed; now and then an active customer has ported a line away.
        active: d.active && !(n > 0 && rng.chance(0.08)),
        carrier,
        plan: rng.pick(carrier.activePlans),
        failing,
      });
    }
    const card = (
      behaviour: CardBehaviour,
      isDefault: boolean,
      createdAt: number,
      fixed: { brand?: string; last4?: string; expired?: boolean } = {},
    ): CardDraft => {
      const brand = fixed.brand ?? (behaviour === "ok" ? rng.weighted(BRANDS) : "visa");
      let last4 = fixed.last4 ?? (behaviour === "declined" ? "0002" : behaviour === "auth" ? "3184" : "");
      if (!last4 && brand === "visa" && isDefault && visa4242 < 5 && rng.chance(0.3)) {
        last4 = "4242";
        visa4242++;
      }
      while (behaviour === "ok" && (!last4 || SPECIAL_LAST4.has(last4) || (last4 === "4242" && !isDefault)))
        last4 = rng.digits(4);
      const expired = !!fixed.expired;
      return {
        owner: i,
        brand,
        last4,
        behaviour,
        expired,
        isDefault,
        createdAt,
        // An expired card ran out last December: well after its owner (a customer of 420+ days) added it.
        exp_month: expired ? 12 : rng.int(1, 12),
        exp_year: expired ? nowYear - 1 : nowYear + rng.int(1, 5),
      };
    };
    if (featured) {
      cardDrafts.push(
        card("ok", true, d.createdAt + rng.int(2, 30) * 60_000, { brand: "visa", last4: "4242" }),
      );
      cardDrafts.push(card("ok", false, later(0.3), { brand: "mastercard" }));
    } else {
      cardDrafts.push(card("ok", true, d.createdAt + rng.int(2, 30) * 60_000));
      if (rng.chance(0.3)) cardDrafts.push(card("ok", false, later(0.7)));
    }
    if (declinedOwners.has(i)) cardDrafts.push(card("declined", false, later(0.2)));
    if (authOwners.has(i)) cardDrafts.push(card("auth", false, later(0.2)));
    if (expiredOwners.has(i)) cardDrafts.push(card("ok", false, d.createdAt + DAY, { expired: true }));
  });

  const lineIds = await insert(
    ctx,
    "phone_numbers",
    lineDrafts.map((l) => ({
      company_id: companyId,
      user_id: customerIds[l.owner],
      number: l.number,
      carrier_id: l.carrier.id,
      plan_id: l.plan.id,
      nickname: l.nickname,
      is_active: l.active,
      created_at: iso(l.createdAt),
    })),
  );
  const cardIds = await insert(
    ctx,
    "payment_methods",
    cardDrafts.map((c) => ({
      user_id: customerIds[c.owner],
      processor: "simulated" as const,
      processor_ref: `pm_sim_${rng.hex(16)}${REF_SUFFIX[c.behaviour]}`,
      brand: c.brand,
      last4: c.last4,
      exp_month: c.exp_month,
      exp_year: c.exp_year,
      is_default: c.isDefault,
      is_active: true,
      created_at: iso(c.createdAt),
    })),
  );

  const customers: Customer[] = drafts.map((d, i) => {
    const lines = lineDrafts.flatMap((l, k) => (l.owner === i ? [{ ...l, id: lineIds[k] }] : []));
    const cards = cardDrafts.flatMap((c, k) => (c.owner === i ? [{ ...c, id: cardIds[k] }] : []));
    return {
      id: customerIds[i],
      createdAt: d.createdAt,
      active: d.active,
      activity: d.activity,
      place: d.place,
      lines,
      cards,
      defaultCard: cards.find((c) => c.isDefault)!,
    };
  });
  return { owner, members, customers, featured: hasFeatured ? customers[0] : null, audit };
}
