import type { ReactNode } from "react";
import { isShownAsSent, readerWords } from "../../i18n/server-words";

/**
 * English from outside the interface (a provider's own sentence) inside a page that may be in another
 * language: `lang="en"`, so that a screen reader says it in English, and `data-user-content`, so that the
 * Spanish walk counts it as data rather than the interface's words.
 */
export function ProviderText({ children }: { children: ReactNode }) {
  return (
    <span lang="en" data-user-content="">
      {children}
    </span>
  );
}

/** A server's message as a notice or an alert shows it: marked when it stayed in the server's English. */
export function serverText(text: ReactNode): ReactNode {
  return isShownAsSent(text) ? <ProviderText>{text}</ProviderText> : text;
}

/** Messages shown together (an alert above a form): one as it is, several a line each. */
export function serverLines(messages: string[]): ReactNode {
  return messages.length === 1
    ? serverText(messages[0])
    : messages.map((message) => <div key={message}>{serverText(message)}</div>);
}

/**
 * A server's sentence kept in a record (why a charge cannot be refunded, why a schedule stopped) in the
 * reader's words, as an answer's refusal is; one nobody has words for is marked as the provider's English.
 */
export function ServerSentence({ text }: { text: string }) {
  const shown = readerWords(text);
  return shown.english ? <ProviderText>{shown.text}</ProviderText> : <>{shown.text}</>;
}
