import { Flex, Spin } from "antd";

/** Shown while the session is checked or a screen's code loads. */
export function FullPageSpin({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullHeight ? "100vh" : 240 }}>
      <Spin size="large" aria-label="Loading" />
    </Flex>
  );
}
