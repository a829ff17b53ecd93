import { type BaseRecord, type HttpError, useBack, useResourceParams } from "@refinedev/core";
import { Button, Card, Result, Space, Spin } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ListButton, RefreshButton } from "../refine/buttons";
import { problemNode } from "../layout/notices";
import { PageFrame } from "../layout/PageFrame";
import { RecordBreadcrumb } from "../refine/RecordBreadcrumb";
import { t } from "../../i18n";

export interface ShowTexts {
  /** "Carrier not found" */
  notFound: string;
  /** why, in the user's terms: "This carrier does not exist or is no longer available." */
  notFoundHint: string;
  /** "Failed to fetch carriers" */
  fetchFailed: string;
}

/**
 * A record's page: the breadcrumb, the title and the screen's buttons over the record in a card, as Refine's
 * Show drew it, while it loads and once it is there; a 404 says the record is not
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
  /** a back control before the title, its icon (none by default: `back` is the way to the list) */
  goBack?: ReactNode | false;
  children: (record: T) => ReactNode;
}) {
  const goBackward = useBack();
  if (query.isError) {
    const missing = query.error?.statusCode === 404;
    return (
      <Result
        status={missing ? "404" : "error"}
        title={missing ? texts.notFound : texts.fetchFailed}
        subTitle={missing ? texts.notFoundHint : problemNode(query.error)}
        extra={
          <Space>
            {!missing && <Button onClick={() => query.refetch()}>{t("common.actions.tryAgain")}</Button>}
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
    <PageFrame
      title={record ? title(record) : texts.loadingTitle}
      breadcrumb={<RecordBreadcrumb />}
      back={goBack ? { icon: goBack, onBack: goBackward } : undefined}
      extra={record && headerButtons ? headerButtons(record) : <DefaultButtons loading={query.isLoading} />}
    >
      <Spin spinning={query.isLoading}>
        <Card variant="borderless">{record && children(record)}</Card>
      </Spin>
    </PageFrame>
  );
}

/** Until the record is there, Refine's Show buttons: back to the list, and Refresh (disabled while loading). */
function DefaultButtons({ loading }: { loading: boolean }) {
  const { resource, identifier, id } = useResourceParams();
  return (
    <Space wrap>
      {resource?.list && <ListButton resource={identifier} />}
      <RefreshButton resource={identifier} recordItemId={id} disabled={loading} />
    </Space>
  );
}
