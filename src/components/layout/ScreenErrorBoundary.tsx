import CloseCircleFilled from "@ant-design/icons-svg/es/asn/CloseCircleFilled";
import ReloadOutlined from "@ant-design/icons-svg/es/asn/ReloadOutlined";
import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { screenFailure } from "../../messages";
import { useServices } from "../../providers/services";
import { PlainIcon } from "../plain/PlainIcon";

/**
 * A screen's code is downloaded when it is first opened. After a release the old chunks are gone from the
 * server, and on a bad connection the download fails: either way React would unmount the whole panel and
 * leave a blank page. This says what happened and offers a reload instead; the same goes for a screen
 * that throws while drawing. Drawn in plain elements (antd's error alert, src/components/plain/plain.css): what
 * failed to load may be antd itself.
 */

/** How browsers word a failed `import()` (Chromium, Firefox, Safari), and Vite's preload failure. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

interface BoundaryProps {
  children: ReactNode;
  /** Opening another address clears the failure: that screen may load. */
  resetKey: string;
  fullHeight: boolean;
  reload: () => void;
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const notLoaded = isChunkLoadError(error);
    return (
      <div className="plain-status" style={{ minHeight: this.props.fullHeight ? "100vh" : 240, padding: 24 }}>
        <div role="alert" className="plain-alert" style={{ maxWidth: 560, padding: "20px 24px" }}>
          <PlainIcon icon={CloseCircleFilled} />
          <div style={{ flex: 1 }}>
            <div className="plain-alert-title">
              {notLoaded ? screenFailure.notLoaded : screenFailure.crashed}
            </div>
            <div>{notLoaded ? screenFailure.notLoadedHint : screenFailure.crashedHint}</div>
          </div>
          <button type="button" className="plain-button plain-button-default" onClick={this.props.reload}>
            <PlainIcon icon={ReloadOutlined} />
            {screenFailure.reload}
          </button>
        </div>
      </div>
    );
  }
}

/** Catches a failed screen below it; cleared when the user opens another address. */
export function ScreenErrorBoundary({
  children,
  fullHeight = true,
}: {
  children: ReactNode;
  fullHeight?: boolean;
}) {
  const { pathname } = useLocation();
  const { reload } = useServices();
  return (
    <Boundary resetKey={pathname} fullHeight={fullHeight} reload={reload}>
      {children}
    </Boundary>
  );
}
