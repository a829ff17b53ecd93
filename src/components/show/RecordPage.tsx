import { type BaseKey, type BaseRecord, type HttpError, useShow, type UseShowProps } from "@refinedev/core";
import { Space } from "antd";
import type { ComponentProps, ReactNode } from "react";
import { useResourceDefinitions } from "../../resource-kit/context";
import { ShowFrame } from "./ShowFrame";

/** One record of a resource for its page: the frame says what failed, so Refine's notice is off. */
export function useRecord<T extends BaseRecord>(
  resource: string,
  id: BaseKey | undefined,
  queryOptions?: UseShowProps<T, HttpError>["queryOptions"],
) {
  return useShow<T, HttpError>({ resource, id, errorNotification: false, queryOptions });
}

/**
 * A resource's record page on ShowFrame, its texts from the resource's words: "<Noun>" while it loads,
 * "<Noun> not found", and "Back to <label>" leading to the resource's list; `status`, the record's status
 * tag beside its title.
 */
export function RecordPage<T extends BaseRecord>({
  show,
  resource,
  noun,
  notFoundHint,
  fetchFailed,
  title,
  status,
  ...frame
}: {
  show: ReturnType<typeof useRecord<T>>;
  resource: string;
  /** "Carrier" */
  noun: string;
  notFoundHint: string;
  fetchFailed: string;
  title: (record: T) => ReactNode;
  status?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
} & Pick<ComponentProps<typeof ShowFrame<T>>, "headerButtons" | "goBack">) {
  const definition = useResourceDefinitions().find((d) => d.name === resource);
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
      texts={{ loadingTitle: noun, notFound: `${noun} not found`, notFoundHint, fetchFailed }}
      back={
        definition?.route
          ? { to: definition.route, label: `Back to ${definition.label.toLowerCase()}` }
          : undefined
      }
      {...frame}
    />
  );
}
