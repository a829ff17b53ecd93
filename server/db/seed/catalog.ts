/**
 * What the two demo companies sell and who works there (README.md). Prices are integer cents.
 * The sign-ins listed here are the ones README.md lists; everything else is generated.
 */

export const DEMO_PASSWORD = "demo-pass-1";

export interface StaffSpec {
  email: string;
  first_name: string;
  last_name: string;
  owner: boolean;
  /** a former employee whose access was removed */
  inactive?: boolean;
}

export interface PlanSpec {
  name: string;
  description: string;
  amount: number;
  validity_days: number;
  product: string;
  inactive?: boolean;
}

export interface CarrierSpec {
  name: string;
  operator: string;
  inactive?: boolean;
  plans: readonly PlanSpec[];
}

export interface DeviceSpec {
  name: string;
  kind: "phone" | "hotspot" | "sim";
  daily_rate: number;
  deposit: number;
  stock: number;
  /** how often it is rented, relative to the others */
  popularity: number;
  inactive?: boolean;
}

/** The fee list every demo company keeps (cents; a late return's per day late). */
export const FEE_LIST = [
  { kind: "late_return", name: "Late return", amount: 500, taxable: true },
  { kind: "lost_device", name: "Lost device", amount: 15000, taxable: false },
  { kind: "damage", name: "Cracked screen", amount: 6000, taxable: true },
  { kind: "missing_accessory", name: "Missing charger", amount: 1500, taxable: true },
] as const;

export interface CountrySpec {
  name: string;
  code: string;
  daily_rate: number;
  popularity: number;
  inactive?: boolean;
}

/** The customer everyone signs in as (README.md). */
export interface FeaturedCustomer {
  email: string;
  first_name: string;
  last_name: string;
  pin: string;
  phone: string;
}

export interface CompanyProfile {
  name: string;
  slug: string;
  tax_rate: string;
  /** the company was founded this many days before "now" */
  age_days: number;
  staff: readonly StaffSpec[];
  featured?: FeaturedCustomer;
  customers: number;
  inactive_customers: number;
  /** customers who signed up during the last 90 days (their activity starts then) */
  new_customers: number;
  /** how many customers keep a card that the simulated processor declines (…0002) / that needs authentication (…3184) */
  declined_cards: number;
  auth_cards: number;
  /** lines ending in 13: the simulated carrier rejects top-ups to them */
  failing_numbers: number;
  carriers: readonly CarrierSpec[];
  devices: readonly DeviceSpec[];
  countries: readonly CountrySpec[];
  scheduled_refills: number;
  paused_refills: number;
  /** total transactions, scheduled runs included */
  transactions: number;
  /** the newest transactions, still waiting for (in_queue) or held by a worker that died (in_progress) */
  in_queue: number;
  in_progress: number;
  rentals: number;
}

const plan = (
  name: string,
  amount: number,
  validity_days: number,
  product: string,
  description: string,
  inactive = false,
): PlanSpec => ({
  name,
  description,
  amount,
  validity_days,
  product,
  inactive,
});

export const DEMO: CompanyProfile = {
  name: "Demo Wireless",
  slug: "demo",
  tax_rate: "0.08875",
  age_days: 540,
  staff: [
    { email: "owner@demo.test", first_name: "Olivia", last_name: "Bennett", owner: true },
    { email: "member@demo.test", first_name: "Marcus", last_name: "Reed", owner: false },
    { email: "priya.shah@demo.test", first_name: "Priya", last_name: "Shah", owner: false },
    { email: "tom.keller@demo.test", first_name: "Tom", last_name: "Keller", owner: false, inactive: true },
  ],
  featured: {
    email: "customer@demo.test",
    first_name: "Alex",
    last_name: "Rivera",
    pin: "1234",
    phone: "5550100001",
  },
  customers: 60,
  inactive_customers: 4,
  new_customers: 6,
  declined_cards: 5,
  auth_cards: 4,
  failing_numbers: 4,
  carriers: [
    {
      name: "Lyca Mobile",
      operator: "173",
      plans: [
        plan(
          "Unlimited Talk & Text 30 days",
          2500,
          30,
          "LYCA-US-25",
          "Unlimited nationwide talk and text, 5GB high-speed data, unlimited calls to 75+ countries.",
        ),
        plan(
          "Lyca $19 Starter 30 days",
          1900,
          30,
          "LYCA-US-19",
          "Unlimited talk and text, 2GB high-speed data.",
        ),
        plan(
          "Lyca $39 Unlimited Plus 30 days",
          3900,
          30,
          "LYCA-US-39",
          "Unlimited talk, text and data (30GB high-speed), 10GB hotspot.",
        ),
        plan(
          "Lyca Pay As You Go $10",
          1000,
          90,
          "LYCA-US-PAYG10",
          "$10 of balance for calls and texts, valid 90 days.",
        ),
        plan(
          "Lyca $29 Legacy 30 days",
          2900,
          30,
          "LYCA-US-29L",
          "Retired plan kept for customers who still have it.",
          true,
        ),
      ],
    },
    {
      name: "H2O Wireless",
      operator: "201",
      plans: [
        plan(
          "H2O $20 Monthly",
          2000,
          30,
          "H2O-20M",
          "Unlimited talk and text, 2GB data, $10 international credit.",
        ),
        plan(
          "H2O $30 Monthly",
          3000,
          30,
          "H2O-30M",
          "Unlimited talk and text, 8GB data, $10 international credit.",
        ),
        plan(
          "H2O $40 Monthly",
          4000,
          30,
          "H2O-40M",
          "Unlimited talk and text, 20GB data, $20 international credit.",
        ),
        plan("H2O $50 Unlimited", 5000, 30, "H2O-50U", "Unlimited talk, text and high-speed data."),
        plan("H2O Pay As You Go $10", 1000, 90, "H2O-PAYG10", "$10 balance, valid 90 days."),
      ],
    },
    {
      name: "Ultra Mobile",
      operator: "264",
      plans: [
        plan(
          "Ultra $29 Plan 30 days",
          2900,
          30,
          "ULTRA-29",
          "Unlimited talk and text, 3GB data, unlimited international talk to 80+ countries.",
        ),
        plan(
          "Ultra $39 Plan 30 days",
          3900,
          30,
          "ULTRA-39",
          "Unlimited talk and text, 15GB data, unlimited international talk.",
        ),
        plan(
          "Ultra $49 Unlimited 30 days",
          4900,
          30,
          "ULTRA-49",
          "Unlimited talk, text and data, unlimited international talk and text.",
        ),
        plan("Ultra Paygo $15", 1500, 30, "ULTRA-PAYGO15", "1,000 minutes or texts, 100MB data."),
      ],
    },
    {
      name: "Simple Mobile",
      operator: "318",
      plans: [
        plan("Simple $25 Plan 30 days", 2500, 30, "SIMPLE-25", "Unlimited talk and text, 5GB data."),
        plan(
          "Simple $40 Unlimited 30 days",
          4000,
          30,
          "SIMPLE-40",
          "Unlimited talk, text and data, 10GB hotspot.",
        ),
        plan(
          "Simple $50 Unlimited Plus 30 days",
          5000,
          30,
          "SIMPLE-50",
          "Unlimited talk, text and data, 15GB hotspot, $10 global credit.",
        ),
        plan("Simple International Add-on $10", 1000, 30, "SIMPLE-INTL10", "$10 credit for calls abroad."),
      ],
    },
    {
      name: "Red Pocket Mobile",
      operator: "402",
      inactive: true,
      plans: [
        plan("Red Pocket $15 Monthly", 1500, 30, "RP-15", "Unlimited talk and text, 1GB data."),
        plan("Red Pocket $30 Monthly", 3000, 30, "RP-30", "Unlimited talk and text, 10GB data."),
        plan(
          "Red Pocket $60 Annual 1GB",
          6000,
          360,
          "RP-60A",
          "Unlimited talk and text, 1GB data a month, for a year.",
        ),
      ],
    },
  ],
  devices: [
    {
      name: "Apple iPhone 13 (unlocked)",
      kind: "phone",
      daily_rate: 700,
      deposit: 25000,
      stock: 6,
      popularity: 3,
    },
    {
      name: "Samsung Galaxy A54 5G",
      kind: "phone",
      daily_rate: 500,
      deposit: 15000,
      stock: 8,
      popularity: 4,
    },
    { name: "Google Pixel 7a", kind: "phone", daily_rate: 550, deposit: 15000, stock: 5, popularity: 2 },
    {
      name: "Netgear Nighthawk M6 Hotspot",
      kind: "hotspot",
      daily_rate: 900,
      deposit: 30000,
      stock: 4,
      popularity: 2,
    },
    {
      name: "GlocalMe U20 Pocket Wi-Fi",
      kind: "hotspot",
      daily_rate: 600,
      deposit: 10000,
      stock: 6,
      popularity: 3,
    },
    {
      name: "International Travel SIM",
      kind: "sim",
      daily_rate: 200,
      deposit: 2500,
      stock: 40,
      popularity: 6,
    },
    {
      name: "Nokia 105 (basic phone)",
      kind: "phone",
      daily_rate: 250,
      deposit: 5000,
      stock: 3,
      popularity: 0,
      inactive: true,
    },
  ],
  countries: [
    { name: "Mexico", code: "MX", daily_rate: 150, popularity: 6 },
    { name: "Dominican Republic", code: "DO", daily_rate: 200, popularity: 4 },
    { name: "Canada", code: "CA", daily_rate: 100, popularity: 3 },
    { name: "United Kingdom", code: "GB", daily_rate: 250, popularity: 2 },
    { name: "France", code: "FR", daily_rate: 250, popularity: 2 },
    { name: "Israel", code: "IL", daily_rate: 300, popularity: 1 },
    { name: "Japan", code: "JP", daily_rate: 350, popularity: 1 },
    { name: "Brazil", code: "BR", daily_rate: 300, popularity: 0, inactive: true },
  ],
  scheduled_refills: 40,
  paused_refills: 8,
  transactions: 400,
  in_queue: 3,
  in_progress: 2,
  rentals: 150,
};

export const SECOND: CompanyProfile = {
  name: "Second Wireless",
  slug: "second",
  tax_rate: "0.0625",
  age_days: 200,
  staff: [
    { email: "owner@second.test", first_name: "Samuel", last_name: "Ortiz", owner: true },
    { email: "lucia.gomez@second.test", first_name: "Lucia", last_name: "Gomez", owner: false },
  ],
  customers: 10,
  inactive_customers: 1,
  new_customers: 1,
  declined_cards: 1,
  auth_cards: 1,
  failing_numbers: 1,
  carriers: [
    {
      name: "Boost Mobile",
      operator: "512",
      plans: [
        plan("Boost $25 Monthly", 2500, 30, "BOOST-25", "Unlimited talk and text, 5GB data."),
        plan("Boost $50 Unlimited", 5000, 30, "BOOST-50", "Unlimited talk, text and data."),
        plan("Boost $15 Starter", 1500, 30, "BOOST-15", "Unlimited talk and text, 1GB data."),
      ],
    },
    {
      name: "Cricket Wireless",
      operator: "533",
      plans: [
        plan("Cricket $30 Plan", 3000, 30, "CRKT-30", "Unlimited talk and text, 5GB data."),
        plan("Cricket $55 Unlimited", 5500, 30, "CRKT-55", "Unlimited talk, text and data, 15GB hotspot."),
        plan("Cricket $40 Plan", 4000, 30, "CRKT-40", "Unlimited talk and text, 15GB data."),
      ],
    },
    {
      name: "Tracfone",
      operator: "547",
      plans: [
        plan("Tracfone 30-Day Basic", 2000, 30, "TRAC-20", "1,500 minutes, 1,500 texts, 1.5GB data."),
        plan(
          "Tracfone 90-Day Smartphone",
          4500,
          90,
          "TRAC-45",
          "1,500 minutes, 1,500 texts, 3GB data for 90 days.",
        ),
        plan(
          "Tracfone 1-Year Plan",
          12500,
          365,
          "TRAC-125",
          "1,500 minutes, texts and 1.5GB data a month for a year.",
        ),
      ],
    },
  ],
  devices: [
    { name: "Samsung Galaxy A15", kind: "phone", daily_rate: 400, deposit: 12000, stock: 4, popularity: 3 },
    {
      name: "TP-Link M7350 Hotspot",
      kind: "hotspot",
      daily_rate: 500,
      deposit: 8000,
      stock: 3,
      popularity: 2,
    },
    {
      name: "Travel SIM (Latin America)",
      kind: "sim",
      daily_rate: 150,
      deposit: 2000,
      stock: 25,
      popularity: 4,
    },
  ],
  countries: [
    { name: "Mexico", code: "MX", daily_rate: 150, popularity: 4 },
    { name: "Guatemala", code: "GT", daily_rate: 200, popularity: 2 },
    { name: "El Salvador", code: "SV", daily_rate: 200, popularity: 2 },
  ],
  scheduled_refills: 6,
  paused_refills: 1,
  transactions: 40,
  in_queue: 1,
  in_progress: 1,
  rentals: 15,
};

export const COMPANIES: readonly CompanyProfile[] = [DEMO, SECOND];
