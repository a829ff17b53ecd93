/** English texts of this area (src/i18n/README.md). */
export const layout = {
  /** the header's language button: its tooltip */
  switchLanguage: "Show the panel in this language",
  /** the browser tab's title: "Carriers · Refill & Rental back-office" */
  productName: "Refill & Rental back-office",
  pageTitle: "{{page}} · {{product}}",
  newRecord: "New · {{label}}",
  /** the company's logo beside its name, for screen readers: "Demo Wireless logo" */
  companyLogo: "{{company}} logo",
  header: {
    menu: "Menu",
    profile: "Profile",
    signOut: "Sign out",
    unsavedChanges: "Are you sure you want to leave? You have unsaved changes.",
  },
  /** the side menu's button when entries lie below its fold */
  menuMore: "More below",
  /** the button under the side menu that folds it to its icons, and back */
  menuFold: "Fold the menu",
  menuUnfold: "Unfold the menu",
  hijack: {
    signedInAs: "You are signed in as {{name}} ({{email}}).",
    takenOverBy: "Taken over by {{name}}.",
    release: "Release",
  },
  profile: {
    title: "Your profile",
    email: "E-mail",
    phoneNumber: "Phone number",
    company: "Company",
    firstName: "First name",
    lastName: "Last name",
    address: "Address",
    state: "State",
    zipCode: "ZIP code",
    pin: "PIN",
    pinHint: "Signs you in with your phone number.",
    /** a customer's consent to text messages (receipts, reminders, refill by text) */
    texts: "Text messages",
    textsAgree: "Text me receipts, reminders and automatic-refill notices at this number",
    textsNumber: "Number for texts",
    textsNumberRequired: "Enter the number to text you at.",
    /** "You agreed on Nov 28, 2026. Text STOP to stop them, or untick the box." */
    textsSince: "You agreed on {{date}}. Text STOP to stop them, or untick the box.",
    textsExtra:
      "Message and data rates may apply. Text HELP for help, STOP to stop, REFILL to refill by text.",
    /** the same box as staff tick it, on the customer's word (the customer's edit form) */
    textsAgreeStaff: "The customer asked us to text them receipts, reminders and automatic-refill notices",
    /** "Agreed on Nov 28, 2026. Untick the box if the customer takes it back." */
    textsSinceStaff: "Agreed on {{date}}. Untick the box if the customer takes it back.",
    textsExtraStaff:
      "Tick it only on the customer's word: your name and the time are recorded. The customer can text STOP at any time.",
    changePassword: "Change password",
    currentPassword: "Current password",
    currentPasswordRequired: "Enter your current password to change it.",
    newPassword: "New password",
  },
  security: {
    twoFactor: "Two-factor sign-in",
    twoFactorHint:
      "Besides your password, signing in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).",
    setUp: "Set up an authenticator app",
    scan: "Scan this QR code with the app:",
    qrAlt: "QR code for the authenticator app",
    orType: "Or type this key into the app:",
    firstCode: "Then enter the 6-digit code the app shows:",
    confirm: "Confirm",
    codesTitle: "Save your recovery codes",
    codesHint:
      "Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.",
    codesSaved: "I have saved them",
    on: "On",
    codesLeft_one: "{{count}} recovery code left",
    codesLeft_other: "{{count}} recovery codes left",
    required: "Your company requires two-factor sign-in.",
    password: "Password",
    code: "Code from the app, or a recovery code",
    newCodes: "New recovery codes",
    turnOff: "Turn off",
    sessions: "Where you are signed in",
    thisSession: "This session",
    end: "Sign out",
    endOthers: "Sign out everywhere else",
    ended: "Signed out.",
    sessionsFailed: "The sessions could not be changed",
    browserOn: "{{browser}} on {{os}}",
    unknownDevice: "Unknown device",
    sessionLine: "From {{address}} · signed in {{created}} · last used {{used}}",
    /** the page a staff member sees first when their company requires two factors and they have none */
    requiredTitle: "Set up two-factor sign-in",
    requiredHint: "Your company requires a code from an authenticator app at sign-in. Set it up to go on.",
    signOut: "Sign out",
  },
  notFound: {
    title: "Page not found",
    hint: "There is no page at this address. Check the link, or start again from the home page.",
    home: "Go to the home page",
  },
  access: {
    signInFirst: "Sign in first.",
    ownersOnly: "Only the company's owners may open this.",
    membersOnly: "Only the company's members may open this.",
  },
  serverUnreachable: "The server could not be reached.",
  requestFailed: "Request failed with status {{status}}.",
  downloadStopped: "The download stopped part-way.",
};
