/**
 * antd's Select, as every screen of the panel takes it. In the build it is a lazy component (vite.config.ts,
 * LAZY_PARTS): its ~25 KB gzip (rc-select with its virtual list) load as the screen shows, and until they
 * arrive SelectLoading draws a box that looks the same; development and the tests take antd's as it is.
 * Lists, forms and pickers need a select's dropdown only once someone opens it, so they no longer wait for
 * it before showing (scripts/size.ts).
 */
export { default as Select } from "antd/es/select";
