import TranslationOutlined from "@ant-design/icons-svg/es/asn/TranslationOutlined";
import { useLanguageChoice } from "../layout/language-choice";
import { PlainIcon } from "./PlainIcon";

/** The language switch of the public pages, drawn as antd's text button without antd (src/components/plain/). */
export function PlainLanguageSwitch() {
  const choice = useLanguageChoice();
  return (
    <button
      type="button"
      className="plain-button plain-button-text"
      lang={choice.other}
      title={choice.title}
      aria-label={choice.ariaLabel}
      onClick={() => void choice.choose()}
    >
      <PlainIcon icon={TranslationOutlined} />
      <span>{choice.text}</span>
    </button>
  );
}
