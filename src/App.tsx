import { prepareDateFormats } from "@common/dates";
import { customerScreenModulesAt } from "@common/build-manifest";
import { PUBLIC_PAGE_PATH } from "@common/public-pages";
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { BrowserRouter, Outlet, Route, Routes, useLocation } from "react-router";
import { FullPageSpin } from "./components/layout/FullPageSpin";
import { useLoaded } from "./components/layout/useLoaded";
import { antdFrameLoaded, loadAntdFrame, onAntdFrameLoaded, WithAntd } from "./components/layout/WithAntd";
import { markScreensLoaded } from "./i18n";
import { ScreenErrorBoundary } from "./components/layout/ScreenErrorBoundary";
import { SignedOutOnly } from "./components/layout/SignedOutOnly";
import { permissionsOf } from "./providers/auth";
import type { SessionStore } from "./providers/session";
import { type Services, ServicesContext } from "./providers/services";
import type { RefineAppProps } from "./RefineApp";
import { preloadScreenAt } from "./resource-kit/preload";
import type { OpeningCall, ResourceDefinition } from "./resource-kit/types";
import type { AttachableNotifier } from "./providers/notifications";

/*
 * Routes (docs/panel.md). Every route's code loads on demand. The public pages need neither Refine nor the
 * layout, so they are plain routes here and the first visit to /login downloads neither; everything else
 * (the layout's routes, their guards, the not-found page) lives in RefineApp. The sign-in and sign-up pages,
 * the password reset, the PIN link and the legal texts are drawn without antd (src/components/plain/): the
 * first download holds React, the router and the services. antd's runtime and its stylesheet come with what
 * is drawn with antd (WithAntd): the hijack page, every signed-in screen but those declared plain
 * (RefineApp), and the first notice.
 *
 * The app is composed here and in signed-in.ts, the signed-in half as one lazy module: Refine with its layout,
 * the resources (eslint.config.js refuses an import of resources/ anywhere else in src/) and the data
 * provider's first-page helper, with which the start-up prefetches.
 */
type SignedInModule = typeof import("./signed-in");
let signedIn: SignedInModule | undefined;
const loadRefineApp = () => {
  // From here on the screens' modules hold texts in the current language: a change of it reloads the page.
  markScreensLoaded();
  return import("./signed-in").then((module) => (signedIn = module));
};

/** Public pages drawn with antd (every other public one is plain). */
const ANTD_PUBLIC_PATH = /^\/hijack\//;
/**
 * Addresses of screens declared drawn without antd for a customer (`plainScreens`): there antd's frame waits
 * until the profile says who is signed in (preloadSignedInPage). tests/web/antd-styles.test.tsx holds it to
 * the declarations.
 */
export const plainForCustomers = (path: string) => customerScreenModulesAt(path) !== undefined;

/**
 * antd's frame and stylesheet asked for as the panel starts where the first screen draws with antd: the
 * public pages drawn with it, and a signed-in address (a signed-out visitor goes to the plain sign-in page)
 * unless its screen is plain for customers.
 */
export function preloadAntd(path: string, signedIn: boolean): void {
  const signedInScreen = signedIn && !PUBLIC_PAGE_PATH.test(path) && !plainForCustomers(path);
  if (ANTD_PUBLIC_PATH.test(path) || signedInScreen) loadAntdFrame().catch(() => undefined);
}

/** The routes below it are drawn with antd. */
const AntdRoutes = () => (
  <WithAntd>
    <Outlet />
  </WithAntd>
);

/** The signed-in half, drawn once its module and the screen the address opens are here: a spinner until then. */
function RefineAppWhenLoaded({ resources, ...props }: Omit<AppProps, "services">) {
  const { pathname } = useLocation();
  const module = useLoaded(signedIn, () =>
    loadRefineApp().then(async (loaded) => {
      await preloadScreenAt(resources ?? loaded.resourceDefinitions, pathname);
      return loaded;
    }),
  );
  if (!module) return <FullPageSpin />;
  return <module.RefineApp resources={resources ?? module.resourceDefinitions} {...props} />;
}
const NotificationBridge = lazy(() => import("./providers/notification-bridge"));

/**
 * antd's notifications (notices sent before they are here wait in the notifier's queue), loaded as soon as
 * antd is: a screen's notice shows at once, and one that a later notice replaces under the same key ("Refill
 * queued", then how the refill ended) is seen before it is replaced. On the pages drawn without antd they
 * load with the first notice: the sign-in page shows one only when something went wrong or it went through.
 */
function Notices({ notifier }: { notifier: AttachableNotifier }) {
  const [wanted, setWanted] = useState(() => notifier.waiting() || antdFrameLoaded());
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (notifier.waiting() || antdFrameLoaded()) return want();
    const stopWaiting = notifier.onWaiting(want);
    const stopListening = onAntdFrameLoaded(want);
    return () => {
      stopWaiting();
      stopListening();
    };
  }, [notifier, wanted]);
  if (!wanted) return null;
  return (
    <WithAntd fallback={null}>
      <Suspense fallback={null}>
        <NotificationBridge notifier={notifier} />
      </Suspense>
    </WithAntd>
  );
}
const LoginPage = lazy(() => import("./pages/login/LoginPage"));
const SignupPage = lazy(() => import("./pages/signup/SignupPage"));
const ForgotPasswordPage = lazy(() => import("./pages/forgot-password/ForgotPasswordPage"));
const ResetPasswordPage = lazy(() => import("./pages/forgot-password/ResetPasswordPage"));
const SetPinPage = lazy(() => import("./pages/set-pin/SetPinPage"));
const HijackPage = lazy(() => import("./pages/hijack/HijackPage"));
const PrivacyPolicyPage = lazy(() => import("./pages/legal/PrivacyPolicyPage"));
const TermsPage = lazy(() => import("./pages/legal/TermsPage"));
const NotFoundPage = lazy(() => import("./pages/not-found/NotFoundPage"));

/**
 * A signed-in visit's first screen needs Refine, the resources, the layout, the route's screen, the
 * profile and, for a list, its first page. Asked for all at once as the panel starts (main.tsx), they download side by side instead of
 * each after the one before it (Refine, then the session check, then the layout, then the page); React.lazy
 * and the auth service then find them already on their way. Nothing renders here.
 */
export function preloadSignedInPage(services: Services, path: string): void {
  if (PUBLIC_PAGE_PATH.test(path) || !services.session.activeToken()) return;
  // A failure here is met again, and shown, where the screen itself loads.
  const later = () => undefined;
  const permissions = services.auth.restore().then((profile) => profile && permissionsOf(profile));
  permissions.catch(later);
  // Staff's screens are drawn with antd: on an address plain for customers, its frame downloads beside the
  // signed-in half once the profile says so (on any other, preloadAntd asked for it already).
  permissions.then((known) => (known?.member ? loadAntdFrame() : undefined)).catch(later);
  loadRefineApp()
    .then(({ resourceDefinitions, firstPageRequest, wholeListRequest }) => {
      // A list opened as it starts (no query string of the user's): its first page while its code loads.
      const first = window.location.search ? null : firstPageRequest(resourceDefinitions, path);
      if (first) services.http.prefetch(first.path, first.query);
      // A list's times, and the dates on every staff screen: ICU's date data loaded in a task of its own
      // while the page is on its way, in the company's zone once the profile has set it (common/dates.ts),
      // where Intl is to write them (English in the profile's zone offsets needs none). Not for a
      // customer's order form, which shows none.
      permissions
        .then((known) => (first || known?.member ? setTimeout(prepareDateFormats, 0) : undefined))
        .catch(later);
      // A customer's screen that lists every row of something (Refill Now's lines and cards): those lists;
      // a screen that opens with a call of its own (the dashboard's figures): that call.
      const calls = (requests: Array<OpeningCall | null>) => {
        for (const request of requests) if (request) services.http.prefetch(request.path, request.query);
      };
      preloadScreenAt(resourceDefinitions, path, permissions, {
        search: new URLSearchParams(window.location.search),
        lists: (lists) => calls(lists.map((list) => wholeListRequest(resourceDefinitions, list))),
        calls,
      });
    })
    .catch(later);
}

/**
 * Counts hijacks and releases. RefineApp is keyed on it: viewing as someone else (or back as oneself)
 * starts from an empty cache, so nothing loaded for one user ever shows for the other.
 */
function useIdentitySwitches(session: SessionStore): number {
  const [switches, setSwitches] = useState(0);
  useEffect(
    () =>
      session.subscribe((event) => {
        if (event === "taken-over" || event === "released") setSwitches((n) => n + 1);
      }),
    [session],
  );
  return switches;
}

export interface AppProps extends Omit<RefineAppProps, "resources"> {
  services: Services;
  /** the resources and their screens (default: resources/index.ts) */
  resources?: ResourceDefinition[];
}

export function App({ services, ...refineProps }: AppProps) {
  const switches = useIdentitySwitches(services.session);
  const page = (Page: ComponentType) => (
    <Suspense fallback={<FullPageSpin />}>
      <Page />
    </Suspense>
  );

  return (
    <BrowserRouter>
      <Notices notifier={services.notifier} />
      <ServicesContext.Provider value={services}>
        <ScreenErrorBoundary>
          <Routes>
            <Route element={<SignedOutOnly />}>
              <Route path="/login" element={page(LoginPage)} />
              <Route path="/signup/:slug" element={page(SignupPage)} />
              <Route element={<AntdRoutes />}>
                <Route path="/signup/*" element={page(NotFoundPage)} />
              </Route>
            </Route>
            <Route path="/forgot-password" element={page(ForgotPasswordPage)} />
            <Route path="/forgot-password/confirm" element={page(ResetPasswordPage)} />
            <Route path="/set-pin" element={page(SetPinPage)} />
            <Route path="/privacy-policy" element={page(PrivacyPolicyPage)} />
            <Route path="/terms-and-conditions" element={page(TermsPage)} />
            <Route element={<AntdRoutes />}>
              <Route path="/hijack/:token" element={page(HijackPage)} />
            </Route>
            {/* Its screens wait for antd's frame, if they are drawn with it (src/RefineApp.tsx). */}
            <Route path="*" element={<RefineAppWhenLoaded key={switches} {...refineProps} />} />
          </Routes>
        </ScreenErrorBoundary>
      </ServicesContext.Provider>
    </BrowserRouter>
  );
}
