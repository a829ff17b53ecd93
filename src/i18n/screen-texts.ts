import * as enScreens from "./en/screens";
import { addTexts } from "./index";

/*
 * The resources' English texts, added to the catalogue the kit started with. resources/index.ts imports this
 * module first, so that it runs before any resource module reads a text as it loads; the sign-in page's
 * download carries none of them (`npm run size`). Spanish loads whole when chosen (index.ts).
 */
addTexts("en", enScreens);
