import { createContext, type ReactNode, useContext } from "react";
import { loadAntdStyles } from "../../antd-styles";
import { FullPageSpin } from "./FullPageSpin";
import { useLoaded } from "./useLoaded";

/*
 * antd's runtime with the panel's theme (src/antd-frame.tsx) and its build-time stylesheet, loaded once,
 * when something drawn with antd is about to show: a screen drawn without antd (the sign-in page, a
 * customer's refills) neither downloads nor parses them (issue 40, docs/panel.md "Shell").
 */
type AntdFrameModule = typeof import("../../antd-frame");
let antdFrame: AntdFrameModule | undefined;
let loading: Promise<AntdFrameModule> | undefined;
const listeners = new Set<() => void>();

export function loadAntdFrame(): Promise<AntdFrameModule> {
  loading ??= import("../../antd-frame").catch((failure: unknown) => {
    // A failed download (the connection dropped) is tried again by whatever needs antd next.
    loading = undefined;
    throw failure;
  });
  // The stylesheet keeps its own state (src/antd-styles.ts): asked each time, it is fetched once.
  return Promise.all([loading, loadAntdStyles()]).then(([module]) => {
    if (!antdFrame) {
      antdFrame = module;
      listeners.forEach((listener) => listener());
    }
    return module;
  });
}

/** Whether antd's frame is here. */
export const antdFrameLoaded = () => antdFrame !== undefined;

/** Calls `listener` once antd's frame has loaded; returns how to stop listening. */
export function onAntdFrameLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const InsideAntdFrame = createContext(false);

/**
 * What antd draws, inside antd's frame once it is here (`fallback` until then). Inside another WithAntd it
 * adds nothing: the frame is already around it.
 */
export function WithAntd({
  children,
  fallback = <FullPageSpin />,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  if (useContext(InsideAntdFrame)) return children;
  return <AntdFrameWhenLoaded fallback={fallback}>{children}</AntdFrameWhenLoaded>;
}

function AntdFrameWhenLoaded({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const module = useLoaded(antdFrame, loadAntdFrame);
  if (!module) return fallback;
  return (
    <InsideAntdFrame.Provider value={true}>
      <module.default>{children}</module.default>
    </InsideAntdFrame.Provider>
  );
}
