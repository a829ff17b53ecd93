/** The kit's English texts, one export per area: with every screen from the first download (src/i18n/index.ts). */
export { common } from "./common";
export { layout } from "./layout";
export { auth } from "./auth";
export { lists } from "./lists";
export { forms } from "./forms";
export { records } from "./records";
export { messages } from "./messages";
export { welcome } from "./welcome";
export { refine } from "./refine";
