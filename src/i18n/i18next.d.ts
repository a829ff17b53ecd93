import "i18next";
import type { Catalogue } from "./en";

// `t("area.key")` is checked against the English catalogue: a key that does not exist fails to compile.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
