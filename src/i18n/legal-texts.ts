import { legal } from "./en/legal";
import { addTexts } from "./index";

/*
 * The legal pages' English texts, added when those pages load (src/pages/legal/LegalDocument.tsx imports this
 * module first): the sign-in page's download carries none of them (`npm run size`). Spanish loads whole.
 */
addTexts("en", { legal });
