/*
 * Follows @refinedev/antd 6.0.3, copied rather than imported for the first load's size (docs/panel.md,
 * "Copied Refine pieces"). Upgrading that package: compare this piece with its source there, then change the
 * version here (tests/web/components/refine/version.test.ts holds them to the installed one).
 */
import { type BaseRecord, type HttpError, useSelect as useSelectCore } from "@refinedev/core";
import type { SelectProps } from "antd";

/**
 * @refinedev/antd's useSelect (core's options drawn as antd Select props: searched on the server, never
 * filtered in the browser), without loading @refinedev/antd: that package is one module, and any part of
 * it brings antd's Form to the screen's first load (src/components/refine/buttons.tsx).
 */
export function useSelect<T extends BaseRecord = BaseRecord>(
  props: Parameters<typeof useSelectCore<T, HttpError>>[0],
) {
  const { query, defaultValueQuery, onSearch, options } = useSelectCore<T, HttpError>(props);
  const selectProps: SelectProps = {
    options,
    onSearch,
    loading: defaultValueQuery.query.isFetching,
    showSearch: true,
    filterOption: false,
  };
  return { selectProps, query, defaultValueQuery: defaultValueQuery.query };
}
