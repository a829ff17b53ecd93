import { type ComponentType, type ReactNode, startTransition, useEffect, useState } from "react";
import { useIsStaff } from "../components/layout/access";
import { loadAntdFrame, WithAntd } from "../components/layout/WithAntd";
import type { Permissions } from "../providers/auth";
import { preloadable } from "./preload";

type ScreenModule = { default: ComponentType };

/**
 * A screen drawn one way for staff (with antd: a table, a form with a customer search) and another for a
 * customer (without antd, so that a customer's phone neither downloads nor runs it: issue 40,
 * docs/benchmarks.md). The screen's module exports both `default` (the screen) and `preloadFor`; its
 * declaration lists the screen in `plainScreens`, since the staff's variant is put in antd's frame here.
 *
 * Each variant loads when the signed-in user's role is known: as the panel starts on the screen's address,
 * beside the screen's module (preloadScreenAt calls `preloadFor`); else when the screen first renders.
 * Until then, and while it loads, `placeholder` shows (the page's frame: its title).
 */
export function byRole({
  staff: loadStaff,
  customer: loadCustomer,
  placeholder,
}: {
  staff: () => Promise<ScreenModule>;
  customer: () => Promise<ScreenModule>;
  placeholder: () => ReactNode;
}) {
  const Staff = preloadable(loadStaff);
  const Customer = preloadable(loadCustomer);

  /** The variant these permissions draw, asked for as the panel starts (preloadScreenAt). */
  const preloadFor = (permissions: Permissions | null) =>
    permissions?.member ? Promise.all([Staff.preload(), loadAntdFrame()]) : Customer.preload();

  function ScreenByRole() {
    const { staff, known } = useIsStaff();
    const Variant = staff ? Staff : Customer;
    // The variant is drawn once its code is here (held in state, not left to React.lazy): a lazy component
    // that suspends is revealed no sooner than 300 ms after its fallback (src/resource-kit/preload.ts). A
    // failure to load is thrown by the lazy component itself, to the screen's error boundary.
    const [ready, setReady] = useState<typeof Variant>();
    useEffect(() => {
      if (!known) return;
      let current = true;
      // Rendered in slices (a transition), not in one long task: the staff's table or form, antd and all.
      const done = () => current && startTransition(() => setReady(() => Variant));
      Variant.preload().then(done, done);
      return () => {
        current = false;
      };
    }, [known, Variant]);
    if (!known || ready !== Variant) return placeholder();
    return staff ? (
      <WithAntd fallback={placeholder()}>
        <Variant />
      </WithAntd>
    ) : (
      <Variant />
    );
  }
  return { Screen: ScreenByRole, preloadFor };
}
