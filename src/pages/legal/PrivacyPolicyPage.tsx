import { LegalDocument, type LegalSection } from "./LegalDocument";

const SECTIONS: LegalSection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      'This back-office is run by the mobile-phone retailer you signed up with ("the Company", "we", "us"). The Company sells prepaid refills, phone plans and device rentals, and is responsible for the personal information described here. Questions about this policy go to the Company\'s staff, in store or through the contact details the Company gave you.',
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "We collect only what we need to sell you refills, plans and rentals and to keep your account safe:",
    ],
    list: [
      "Account details: your first and last name, e-mail address, postal address, state and ZIP code, and the PIN you use to sign in by phone. Passwords are stored only as a one-way hash; nobody, not even our staff, can read them.",
      "Phone numbers: the numbers you refill, their carrier and plan, and a nickname if you give one.",
      "Payment cards: the card brand, the last four digits and the expiry date. Full card numbers and security codes are entered with, and kept by, our payment processor; they never reach our servers.",
      "Transactions: each refill's number, plan, amount, date, status and the reason when a payment or a top-up fails.",
      "Rentals: the device, destination country, start and end dates, amounts, tax, deposit, payments, balance, pick-up and return dates, and any note our staff add.",
      "Technical data: sign-in tokens, and a record of requests (time, address, action) kept to secure the service and investigate problems.",
    ],
  },
  {
    heading: "Why we use it",
    paragraphs: [
      "We use your information to provide what you order (delivering refills to the right line, preparing and tracking rentals), to take the payments you authorise, to send you the e-mails the service needs (such as password reset links), to help you when you ask our staff, to prevent fraud and misuse, and to meet our tax, accounting and legal obligations. We do not use your information for advertising profiles and we do not sell it.",
    ],
  },
  {
    heading: "Payments and saved cards",
    paragraphs: [
      "When you pay by card, or save a card for later or for scheduled refills, the card is handled by our payment processor under its own security standards (PCI DSS). We keep a reference to the card so that we can charge it for the refills and rentals you order, for scheduled refills you set up, and for rental balances you owe. You can remove a saved card at any time; a scheduled refill that uses it will then stop charging it.",
    ],
  },
  {
    heading: "Phone numbers and carriers",
    paragraphs: [
      "To deliver a refill we send the phone number, the plan and the amount to the carrier or to the top-up provider that works with it. They use that information only to credit the line and to report the result back to us.",
    ],
  },
  {
    heading: "Staff access and viewing the site as you",
    paragraphs: [
      "Company staff can see the accounts, refills, rentals and charges of the Company's customers in order to serve them. To solve a problem with you, a staff member may open the site as you for a limited time (at most one hour per session). Everything done that way is recorded together with the staff member's name.",
    ],
  },
  {
    heading: "Who we share it with",
    paragraphs: [
      "We share personal information only with those who help us provide the service, each bound to use it for that purpose alone: our payment processor, carriers and top-up providers, our e-mail and hosting providers. We disclose information to authorities when the law requires it. We never sell your personal information.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "Your account details are kept while your account is open. Records of transactions, rentals, charges and refunds are kept for as long as tax and accounting laws require (usually seven years), even after an account is closed. Sign-in links for password resets and staff takeover sessions expire after one hour.",
    ],
  },
  {
    heading: "How we protect it",
    paragraphs: [
      "Connections to the service are encrypted. Passwords are hashed with a modern algorithm, sign-in tokens are stored only in hashed form on our side, and each staff member sees only what their role allows. Companies using this back-office never see each other's data.",
    ],
  },
  {
    heading: "Your browser's storage",
    paragraphs: [
      "To keep you signed in, the site stores in your browser's local storage your sign-in token, and the e-mail address or phone number you signed in with (and, for staff, the token of a takeover session). Signing out erases them. We use no advertising or tracking cookies.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "You can see and correct most of your details yourself in your profile. You may also ask us for a copy of the information we hold about you, ask us to correct or delete it, or object to a use of it. We will answer within the time the law gives us; we may keep records we are legally required to keep.",
    ],
  },
  {
    heading: "Children",
    paragraphs: [
      "The service is not meant for children under 13. Card payments and device rentals require you to be of legal age to enter into a contract where you live.",
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "If we change this policy we will publish the new version here, and tell you by e-mail or in the service before a significant change takes effect.",
    ],
  },
];

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro="This policy explains what personal information we collect when you use our refill, plan and device-rental service, why we collect it, who we share it with, and the choices you have."
      sections={SECTIONS}
    />
  );
}
