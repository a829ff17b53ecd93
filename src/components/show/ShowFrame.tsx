import { Show } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { Button, Result, Space } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { problem } from "../notices";

export interface ShowTexts {
  /** "Carrier not found" */
  notFound: string;
  /** why, in the user's terms: "This carrier does not exist or is no longer available." */
  notFoundHint: string;
  /** "Failed to fetch carriers" */
  fetchFailed: string;
}

/**
 * A record's page: Refine's Show while it loads and once it is there; a 404 says the record is not
 * found, any other failure says so with the server's reason and "Try again"; both lead back to the list.
 * `query` is the screen's own useShow/useOne query (call it with `errorNotification: false`: this frame
 * says it).
 */
export function ShowFrame<T extends BaseRecord>({
  query,
  record,
  title,
  texts,
  back,
  headerButtons,
  goBack = false,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: HttpError | null; refetch: () => unknown };
  record: T | undefined;
  title: (record: T) => ReactNode;
  /** the title while loading */
  texts: ShowTexts & { loadingTitle: string };
  back?: { to: string; label: string };
  headerButtons?: (record: T) => ReactNode;
  /** Refine's back control in the header (none by default: `back` is the way to the list) */
  goBack?: ReactNode | false;
  children: (record: T) => ReactNode;
}) {
  if (query.isError) {
    const missing = query.error?.statusCode === 404;
    return (
      <Result
        status={missing ? "404" : "error"}
        title={missing ? texts.notFound : texts.fetchFailed}
        subTitle={missing ? texts.notFoundHint : problem(query.error)}
        extra={
          <Space>
            {!missing && <Button onClick={() => query.refetch()}>Try again</Button>}
            {back && (
              <Link to={back.to}>
                <Button type="primary">{back.label}</Button>
              </Link>
            )}
          </Space>
        }
      />
    );
  }
  return (
    <Show
      title={record ? title(record) : texts.loadingTitle}
      isLoading={query.isLoading}
      goBack={goBack}
      canDelete={false}
      canEdit={false}
      headerButtons={record && headerButtons ? headerButtons(record) : null}
    >
      {record && children(record)}
    </Show>
  );
}
