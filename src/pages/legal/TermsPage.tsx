import { LegalDocument, type LegalSection } from "./LegalDocument";

const SECTIONS: LegalSection[] = [
  {
    heading: "The agreement",
    paragraphs: [
      'These terms govern your use of the refill, plan and device-rental service of the retailer you signed up with ("the Company", "we", "us"). By creating an account or placing an order you accept them. Prices are in US dollars.',
    ],
  },
  {
    heading: "Your account",
    paragraphs: [
      "Give us accurate details and keep them up to date. Keep your password and your PIN secret: anything done with them is treated as done by you. Tell us at once if you believe someone else has used your account. We may suspend an account used for fraud or in breach of these terms.",
    ],
  },
  {
    heading: "Refills and plans",
    paragraphs: [
      "A refill is an order to credit the phone number you give with the plan you choose, at the price shown before you confirm. Most refills are delivered within minutes; the status of each one is shown in your transactions. Check the number before you confirm: once a carrier has credited a line, it usually cannot take the credit back, and a refill sent to a wrong number you entered cannot be refunded.",
      "If we cannot deliver a refill, we will retry it or refund it; you are never charged twice for the same refill. The plan's allowances, validity and coverage are set by the carrier and subject to the carrier's own terms.",
    ],
  },
  {
    heading: "Scheduled refills",
    paragraphs: [
      "By setting up a scheduled refill you authorise us to charge the card you chose on the chosen day of every month, for the plan's price at that time, until you cancel it. You can change or cancel a scheduled refill at any time before its next run date. If a scheduled payment fails, the refill waits for your action and is not delivered until it is paid.",
    ],
  },
  {
    heading: "Payments and saved cards",
    paragraphs: [
      "You authorise us to charge your card for the refills and rentals you order and for the amounts these terms make due. Card payments are processed by our payment processor. A payment your bank declines or that needs your confirmation is not complete until it goes through. Applicable sales taxes are added and shown before you confirm.",
    ],
  },
  {
    heading: "Device rentals",
    paragraphs: [
      "A rental runs from its start date to its end date. Its price is the number of days times the device's daily rate plus the daily rate of the destination country, plus tax. A refundable deposit is taken when the rental is created.",
      "You collect the device when it is ready for pick-up and return it, with its accessories, by the end date. A device returned late is charged for the extra days at the same daily rates. The device remains the Company's property; do not sell, lend or alter it, and use it lawfully. Any carrier plan activated on it is subject to the carrier's terms.",
    ],
    list: [
      "Deposit: refunded to the card it was paid with after the device is returned in good condition, minus any balance you still owe.",
      "Loss or damage: you pay the reasonable cost of repair or replacement, which we may set against the deposit.",
      "Balance: any amount still due on a rental (late days, damage, unpaid rental price) must be paid by card or in store.",
    ],
  },
  {
    heading: "Refunds and disputes",
    paragraphs: [
      "If something goes wrong with a refill, a rental or a charge, contact us first: most problems are solved quickly. Refunds go back to the card that was charged. Opening a card dispute for an amount that was delivered as ordered may lead us to suspend the account while the dispute is open.",
    ],
  },
  {
    heading: "Help from our staff",
    paragraphs: [
      "To help you, a staff member may view the site as you for a limited time. Actions taken that way are recorded with the staff member's name.",
    ],
  },
  {
    heading: "Acceptable use",
    paragraphs: [
      "Do not use the service with cards you are not authorised to use, to top up numbers for fraud, to resell rented devices, to probe or overload the service, or to access other customers' data.",
    ],
  },
  {
    heading: "Availability and liability",
    paragraphs: [
      "We work to keep the service available and correct but cannot promise it will never be interrupted, in particular when a carrier or the payment processor is unavailable. To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not liable for indirect losses. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.",
    ],
  },
  {
    heading: "Ending the agreement",
    paragraphs: [
      "You may stop using the service and ask us to close your account at any time, once every rental is returned and every balance is settled. Scheduled refills stop when the account is closed.",
    ],
  },
  {
    heading: "Changes and governing law",
    paragraphs: [
      "We may change these terms; the new version applies to orders placed after it is published here, and we will tell you of significant changes in advance. These terms are governed by the laws of the state where the Company has its place of business.",
    ],
  },
];

/** /terms-and-conditions */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms and conditions"
      intro="These terms explain how refills, scheduled refills, card payments and device rentals work, and what you and we agree to when you use the service."
      sections={SECTIONS}
    />
  );
}
