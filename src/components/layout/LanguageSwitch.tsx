import { TranslationOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { LANGUAGE_NAMES as NAMES } from "@common/languages";
import { chooseLanguage, currentLanguage, LANGUAGES, t } from "../../i18n";
import { useServices } from "../../providers/services";
import { useScreens } from "./useScreens";

/**
 * The panel's language, in the header and on the public pages: a button naming the other language (two
 * languages, one click). On a phone (below antd's `sm`) the button shows the language's code ("ES"), its
 * name staying the button's accessible name. Kept in this browser and in the signed-in user's profile (their e-mails follow
 * it), then the page reloads in it.
 */
export function LanguageSwitch() {
  const { auth } = useServices();
  const narrow = useScreens().sm === false;
  const other = LANGUAGES.find((language) => language !== currentLanguage()) ?? LANGUAGES[0];
  const choose = async () => {
    await auth.saveLanguage(other);
    chooseLanguage(other);
  };
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      lang={other}
      title={t("layout.switchLanguage")}
      aria-label={narrow ? NAMES[other] : undefined}
      onClick={() => void choose()}
    >
      {narrow ? other.toUpperCase() : NAMES[other]}
    </Button>
  );
}
