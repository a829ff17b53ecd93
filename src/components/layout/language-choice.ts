import { LANGUAGE_NAMES } from "@common/languages";
import { chooseLanguage, currentLanguage, LANGUAGES, t } from "../../i18n";
import { useServices } from "../../providers/services";
import { useScreens } from "./useScreens";

/**
 * The language switch's choice (two languages, one click): the other language, its button's text (its
 * code on a phone, below antd's `sm`; its name otherwise), and the choice kept in this browser and in the
 * signed-in user's profile (their e-mails follow it), then the page reloaded in it. The header draws it
 * with antd (LanguageSwitch), the sign-in page in plain elements (PlainLanguageSwitch).
 */
export function useLanguageChoice() {
  const { auth } = useServices();
  const narrow = useScreens().sm === false;
  const other = LANGUAGES.find((language) => language !== currentLanguage()) ?? LANGUAGES[0];
  const name = LANGUAGE_NAMES[other];
  return {
    other,
    /** the button's text */
    text: narrow ? other.toUpperCase() : name,
    /** its accessible name when the text is only the code */
    ariaLabel: narrow ? name : undefined,
    title: t("layout.switchLanguage"),
    choose: async () => {
      await auth.saveLanguage(other);
      chooseLanguage(other);
    },
  };
}
