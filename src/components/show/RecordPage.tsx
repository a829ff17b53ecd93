import { type BaseKey, type BaseRecord, type HttpError, useShow, type UseShowProps } from "@refinedev/core";
import { Space } from "antd";
import type { ComponentProps, ReactNode } from "react";
import { useResourceDefinitions } from "../../resource-kit/context";
import { ShowFrame } from "./ShowFrame";
import { t } from "../../i18n";

/**
 * One record of a resource for its page: the frame says what failed, so Refine's notice is off. The
 * resource comes along, so that the page is named once (RecordPage reads its declaration from it).
 */
export function useRecord<T extends BaseRecord>(
  resource: string,
  id: BaseKey | undefined,
  queryOptions?: UseShowProps<T, HttpError>["queryOptions"],
) {
  // Records are numbered: an address such as /rentals/create or /carriers/abc names none, and is not
  // found without asking the server for /…/NaN/.
  const numbered = /^[1-9]\d*$/.test(String(id ?? ""));
  const show = useShow<T, HttpError>({
    resource,
    id: numbered ? id : undefined,
    errorNotification: false,
    queryOptions: { ...queryOptions, enabled: numbered && (queryOptions?.enabled ?? true) },
  });
  if (numbered) return { ...show, resource };
  const missing: HttpError = { statusCode: 404, message: t("records.notFound", { noun: resource }) };
  return { ...show, query: { ...show.query, isLoading: false, isError: true, error: missing }, resource };
}

/**
 * Why a record may not be found, besides not existing, by who may see it: a customer's own records
 * (staff see the company's), staff-only records, a catalogue's (customers see only its active rows).
 */
const UNSEEN = {
  own: (noun: string) => t("records.notFoundOwn", { noun }),
  company: (noun: string) => t("records.notFoundCompany", { noun }),
  catalogue: (noun: string) => t("records.notFoundCatalogue", { noun }),
} as const;

/**
 * A resource's record page on ShowFrame, its texts from the resource's words: "<Noun>" while it loads,
 * "<Noun> not found" with "This <noun> does not exist or …" (`seenBy` says the rest), and "Back to <label>"
 * leading to the resource's list; the title "<Noun> #<id>" unless said (a numbered record: a refill, a
 * rental, a charge); `status`, the record's status tag beside its title.
 */
export function RecordPage<T extends BaseRecord>({
  show,
  noun,
  seenBy,
  fetchFailed,
  title = (record) => t("common.numbered", { noun, id: record.id }),
  status,
  ...frame
}: {
  show: ReturnType<typeof useRecord<T>>;
  /** "Carrier" */
  noun: string;
  seenBy: keyof typeof UNSEEN;
  fetchFailed: string;
  title?: (record: T) => ReactNode;
  status?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
} & Pick<ComponentProps<typeof ShowFrame<T>>, "headerButtons" | "goBack">) {
  const definition = useResourceDefinitions().find((d) => d.name === show.resource);
  const notFoundHint = UNSEEN[seenBy](noun.toLowerCase());
  return (
    <ShowFrame<T>
      query={show.query}
      title={
        status
          ? (record) => (
              <Space>
                {title(record)}
                {status(record)}
              </Space>
            )
          : title
      }
      record={show.result}
      texts={{ loadingTitle: noun, notFound: t("records.notFound", { noun }), notFoundHint, fetchFailed }}
      back={
        definition?.route
          ? { to: definition.route, label: t("records.backTo", { label: definition.label.toLowerCase() }) }
          : undefined
      }
      {...frame}
    />
  );
}
