/** English texts of this area (src/i18n/README.md): a new customer's first steps (src/pages/welcome). */
export const welcome = {
  title: "Welcome",
  titleNamed: "Welcome, {{name}}",
  intro: "Three steps and your line is refilled. Start with the first one not yet done.",
  allDone: "You are all set: your line, your card and your first refill are here.",
  stepNumber: "{{number}}.",
  done: "Done",
  line: {
    title: "Add your phone number",
    hint: "The line you want to refill, with its carrier and plan.",
    action: "Add a phone number",
  },
  card: {
    title: "Add a card",
    hint: "Refills are paid with it. Your card details go straight to our payment processor.",
    action: "Add a card",
  },
  refill: {
    title: "Refill your line",
    hint: "Choose the line and the plan, check the price, pay.",
    action: "Refill Now",
  },
  toRefills: "See my refills",
  fetchFailed: "Your steps could not be loaded.",
  retry: "Try again",
};
