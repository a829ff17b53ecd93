import DownloadOutlined from "@ant-design/icons-svg/es/asn/DownloadOutlined";
import LoadingOutlined from "@ant-design/icons-svg/es/asn/LoadingOutlined";
import { type BaseRecord, useNotification } from "@refinedev/core";
import { useState } from "react";
import { endpointOf, listQuery } from "../../providers/data";
import { DownloadInterrupted } from "../../providers/http";
import { useServices } from "../../providers/services";
import { useResourceDefinitions } from "../../resource-kit/context";
import { formatCount } from "@common/locale";
import { t } from "../../i18n";
import { problem } from "../layout/notices";
import { PlainIcon } from "../plain/PlainIcon";
import type { ResourceList } from "./useResourceList";

/** Newlines in a chunk of the file: its rows so far, the header line taken off at the end. */
const NEWLINE = 10;
const newlinesIn = (chunk: Uint8Array) => chunk.reduce((n, byte) => (byte === NEWLINE ? n + 1 : n), 0);

/** Hands a downloaded file to the browser under its name, as a link with `download` would. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Export CSV" above a list (docs/api-conventions.md, Lists): every row the list's filters, search and ordering select, from
 * `<list path>export/`, with the rows counted as they arrive; a file cut part-way is never saved. antd's
 * default button in plain elements (a customer's list draws without antd, issue 40): while it exports it
 * spins and ignores clicks, keeping its focus, as antd's `loading` did.
 */
export function ExportButton<T extends BaseRecord>({
  list,
  resource,
}: {
  list: ResourceList<T>;
  resource: string;
}) {
  const { http } = useServices();
  const definitions = useResourceDefinitions();
  const { open } = useNotification();
  const [rows, setRows] = useState<number | null>(null);

  const exporting = rows !== null;
  const exportRows = async () => {
    if (exporting) return;
    const path = `${endpointOf(definitions, resource, "list").path}export/`;
    const query = listQuery({ pagination: { mode: "off" }, sorters: list.sorters, filters: list.filters });
    let lines = 0;
    setRows(0);
    try {
      const file = await http.download(path, query, (chunk) => {
        lines += newlinesIn(chunk);
        setRows(Math.max(0, lines - 1));
      });
      save(file.blob, file.filename ?? `${resource}.csv`);
      const count = Math.max(0, lines - 1);
      open?.({
        type: "success",
        message: t("lists.export.ready"),
        description: t("lists.export.rows", { count, rows: formatCount(count) }),
      });
    } catch (error) {
      open?.({
        type: "error",
        message: t("lists.export.failed"),
        description: error instanceof DownloadInterrupted ? t("lists.export.interrupted") : problem(error),
      });
    } finally {
      setRows(null);
    }
  };

  return (
    <button
      type="button"
      className="plain-button plain-button-default"
      aria-disabled={exporting || undefined}
      onClick={exportRows}
    >
      {exporting ? (
        <span className="plain-spin-icon">
          <PlainIcon icon={LoadingOutlined} />
        </span>
      ) : (
        <PlainIcon icon={DownloadOutlined} />
      )}
      {exporting
        ? t("lists.export.exporting", { count: rows, rows: formatCount(rows) })
        : t("lists.export.button")}
    </button>
  );
}
