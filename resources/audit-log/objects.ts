import { AUDIT_OBJECTS, type AuditObject } from "@common/audit";
import { t } from "../../src/i18n";

/** A record type the panel knows (the API may name others: they read as themselves). */
export const isKnown = (object: string): object is AuditObject =>
  (AUDIT_OBJECTS as readonly string[]).includes(object);

/** The words people read for a record type, in the panel's language. */
export const auditObjectLabel = (object: string): string =>
  isKnown(object) ? t(`auditLog.objects.${object}`) : object;

/** Every record type and its words, in AUDIT_OBJECTS's order (the record type filter's choices). */
export const auditObjectLabels = (): Record<AuditObject, string> =>
  Object.fromEntries(AUDIT_OBJECTS.map((object) => [object, auditObjectLabel(object)])) as Record<
    AuditObject,
    string
  >;
