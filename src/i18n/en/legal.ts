/**
 * The legal pages (/privacy-policy, /terms-and-conditions): sections numbered in order, each with its
 * paragraphs and list items. Loaded with those pages only (legal-texts.ts), not with the sign-in page.
 */
export const legal = {
  backToPanel: "Back to the panel",
  privacy: {
    title: "Privacy policy",
    intro:
      "This policy explains what personal information we collect when you use our refill, plan and device-rental service, why we collect it, who we share it with, and the choices you have.",
    sections: {
      s1: {
        heading: "Who we are",
        paragraphs: {
          p1: 'This back-office is run by the mobile-phone retailer you signed up with ("the Company", "we", "us"). The Company sells prepaid refills, phone plans and device rentals, and is responsible for the personal information described here. Questions about this policy go to the Company\'s staff, in store or through the contact details the Company gave you.',
        },
      },
      s2: {
        heading: "What we collect",
        paragraphs: {
          p1: "We collect only what we need to sell you refills, plans and rentals and to keep your account safe:",
        },
        list: {
          l1: "Account details: your first and last name, e-mail address, postal address, state and ZIP code, and the PIN you use to sign in by phone. Passwords are stored only as a one-way hash; nobody, not even our staff, can read them.",
          l2: "Phone numbers: the numbers you refill, their carrier and plan, and a nickname if you give one.",
          l3: "Payment cards: the card brand, the last four digits and the expiry date. Full card numbers and security codes are entered with, and kept by, our payment processor; they never reach our servers.",
          l4: "Transactions: each refill's number, plan, amount, date, status and the reason when a payment or a top-up fails.",
          l5: "Rentals: the device, destination country, start and end dates, amounts, tax, deposit, payments, balance, pick-up and return dates, and any note our staff add.",
          l6: "Technical data: sign-in tokens, and a record of requests (time, address, action) kept to secure the service and investigate problems.",
        },
      },
      s3: {
        heading: "Why we use it",
        paragraphs: {
          p1: "We use your information to provide what you order (delivering refills to the right line, preparing and tracking rentals), to take the payments you authorise, to send you the e-mails the service needs (such as password reset links), to help you when you ask our staff, to prevent fraud and misuse, and to meet our tax, accounting and legal obligations. We do not use your information for advertising profiles and we do not sell it.",
        },
      },
      s4: {
        heading: "Payments and saved cards",
        paragraphs: {
          p1: "When you pay by card, or save a card for later or for scheduled refills, the card is handled by our payment processor under its own security standards (PCI DSS). We keep a reference to the card so that we can charge it for the refills and rentals you order, for scheduled refills you set up, and for rental balances you owe. You can remove a saved card at any time; a scheduled refill that uses it will then stop charging it.",
        },
      },
      s5: {
        heading: "Phone numbers and carriers",
        paragraphs: {
          p1: "To deliver a refill we send the phone number, the plan and the amount to the carrier or to the top-up provider that works with it. They use that information only to credit the line and to report the result back to us.",
        },
      },
      s6: {
        heading: "Staff access and viewing the site as you",
        paragraphs: {
          p1: "Company staff can see the accounts, refills, rentals and charges of the Company's customers in order to serve them. To solve a problem with you, a staff member may open the site as you for a limited time (at most one hour per session). Everything done that way is recorded together with the staff member's name.",
        },
      },
      s7: {
        heading: "Who we share it with",
        paragraphs: {
          p1: "We share personal information only with those who help us provide the service, each bound to use it for that purpose alone: our payment processor, carriers and top-up providers, our e-mail and hosting providers. We disclose information to authorities when the law requires it. We never sell your personal information.",
        },
      },
      s8: {
        heading: "How long we keep it",
        paragraphs: {
          p1: "Your account details are kept while your account is open. Records of transactions, rentals, charges and refunds are kept for as long as tax and accounting laws require (usually seven years), even after an account is closed. Sign-in links for password resets and staff takeover sessions expire after one hour.",
        },
      },
      s9: {
        heading: "How we protect it",
        paragraphs: {
          p1: "Connections to the service are encrypted. Passwords are hashed with a modern algorithm, sign-in tokens are stored only in hashed form on our side, and each staff member sees only what their role allows. Companies using this back-office never see each other's data.",
        },
      },
      s10: {
        heading: "Your browser's storage",
        paragraphs: {
          p1: "To keep you signed in, the site stores in your browser's local storage your sign-in token, and the e-mail address or phone number you signed in with (and, for staff, the token of a takeover session). Signing out erases them. We use no advertising or tracking cookies.",
        },
      },
      s11: {
        heading: "Your rights",
        paragraphs: {
          p1: "You can see and correct most of your details yourself in your profile. You may also ask us for a copy of the information we hold about you, ask us to correct or delete it, or object to a use of it. We will answer within the time the law gives us; we may keep records we are legally required to keep.",
        },
      },
      s12: {
        heading: "Children",
        paragraphs: {
          p1: "The service is not meant for children under 13. Card payments and device rentals require you to be of legal age to enter into a contract where you live.",
        },
      },
      s13: {
        heading: "Changes to this policy",
        paragraphs: {
          p1: "If we change this policy we will publish the new version here, and tell you by e-mail or in the service before a significant change takes effect.",
        },
      },
    },
  },
  terms: {
    title: "Terms and conditions",
    intro:
      "These terms explain how refills, scheduled refills, card payments and device rentals work, and what you and we agree to when you use the service.",
    sections: {
      s1: {
        heading: "The agreement",
        paragraphs: {
          p1: 'These terms govern your use of the refill, plan and device-rental service of the retailer you signed up with ("the Company", "we", "us"). By creating an account or placing an order you accept them. Prices are in US dollars.',
        },
      },
      s2: {
        heading: "Your account",
        paragraphs: {
          p1: "Give us accurate details and keep them up to date. Keep your password and your PIN secret: anything done with them is treated as done by you. Tell us at once if you believe someone else has used your account. We may suspend an account used for fraud or in breach of these terms.",
        },
      },
      s3: {
        heading: "Refills and plans",
        paragraphs: {
          p1: "A refill is an order to credit the phone number you give with the plan you choose, at the price shown before you confirm. Most refills are delivered within minutes; the status of each one is shown in your transactions. Check the number before you confirm: once a carrier has credited a line, it usually cannot take the credit back, and a refill sent to a wrong number you entered cannot be refunded.",
          p2: "If we cannot deliver a refill, we will retry it or refund it; you are never charged twice for the same refill. The plan's allowances, validity and coverage are set by the carrier and subject to the carrier's own terms.",
        },
      },
      s4: {
        heading: "Scheduled refills",
        paragraphs: {
          p1: "By setting up a scheduled refill you authorise us to charge the card you chose on the chosen day of every month, for the plan's price at that time, until you cancel it. You can change or cancel a scheduled refill at any time before its next run date. If a scheduled payment fails, the refill waits for your action and is not delivered until it is paid.",
        },
      },
      s5: {
        heading: "Payments and saved cards",
        paragraphs: {
          p1: "You authorise us to charge your card for the refills and rentals you order and for the amounts these terms make due. Card payments are processed by our payment processor. A payment your bank declines or that needs your confirmation is not complete until it goes through. Applicable sales taxes are added and shown before you confirm.",
        },
      },
      s6: {
        heading: "Device rentals",
        paragraphs: {
          p1: "A rental runs from its start date to its end date. Its price is the number of days times the device's daily rate plus the daily rate of the destination country, plus tax. A refundable deposit is taken when the rental is created.",
          p2: "You collect the device when it is ready for pick-up and return it, with its accessories, by the end date. A device returned late is charged for the extra days at the same daily rates. The device remains the Company's property; do not sell, lend or alter it, and use it lawfully. Any carrier plan activated on it is subject to the carrier's terms.",
        },
        list: {
          l1: "Deposit: refunded to the card it was paid with after the device is returned in good condition, minus any balance you still owe.",
          l2: "Loss or damage: you pay the reasonable cost of repair or replacement, which we may set against the deposit.",
          l3: "Balance: any amount still due on a rental (late days, damage, unpaid rental price) must be paid by card or in store.",
        },
      },
      s7: {
        heading: "Refunds and disputes",
        paragraphs: {
          p1: "If something goes wrong with a refill, a rental or a charge, contact us first: most problems are solved quickly. Refunds go back to the card that was charged. Opening a card dispute for an amount that was delivered as ordered may lead us to suspend the account while the dispute is open.",
        },
      },
      s8: {
        heading: "Help from our staff",
        paragraphs: {
          p1: "To help you, a staff member may view the site as you for a limited time. Actions taken that way are recorded with the staff member's name.",
        },
      },
      s9: {
        heading: "Acceptable use",
        paragraphs: {
          p1: "Do not use the service with cards you are not authorised to use, to top up numbers for fraud, to resell rented devices, to probe or overload the service, or to access other customers' data.",
        },
      },
      s10: {
        heading: "Availability and liability",
        paragraphs: {
          p1: "We work to keep the service available and correct but cannot promise it will never be interrupted, in particular when a carrier or the payment processor is unavailable. To the extent the law allows, our liability for any order is limited to the amount you paid for it, and we are not liable for indirect losses. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.",
        },
      },
      s11: {
        heading: "Ending the agreement",
        paragraphs: {
          p1: "You may stop using the service and ask us to close your account at any time, once every rental is returned and every balance is settled. Scheduled refills stop when the account is closed.",
        },
      },
      s12: {
        heading: "Changes and governing law",
        paragraphs: {
          p1: "We may change these terms; the new version applies to orders placed after it is published here, and we will tell you of significant changes in advance. These terms are governed by the laws of the state where the Company has its place of business.",
        },
      },
    },
  },
};
