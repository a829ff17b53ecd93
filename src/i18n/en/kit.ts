/** The kit's English texts: with every screen from the first download (src/i18n/index.ts). */
import { common } from "./common";
import { layout } from "./layout";
import { auth } from "./auth";
import { lists } from "./lists";
import { forms } from "./forms";
import { records } from "./records";
import { messages } from "./messages";
import { welcome } from "./welcome";
import { refine } from "./refine";

export const enKit = {
  common,
  layout,
  auth,
  lists,
  forms,
  records,
  messages,
  welcome,
  refine,
};
