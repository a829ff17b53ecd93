import { TranslationOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useLanguageChoice } from "./language-choice";

/** The panel's language in the header and on the public pages drawn with antd: a button naming the other one. */
export function LanguageSwitch() {
  const choice = useLanguageChoice();
  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      lang={choice.other}
      title={choice.title}
      aria-label={choice.ariaLabel}
      onClick={() => void choice.choose()}
    >
      {choice.text}
    </Button>
  );
}
