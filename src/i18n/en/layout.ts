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
    changePassword: "Change password",
    currentPassword: "Current password",
    currentPasswordRequired: "Enter your current password to change it.",
    newPassword: "New password",
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
