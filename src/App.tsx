import { PUBLIC_PAGE_PATH } from "@common/public-pages";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  startTransition,
  Suspense,
  useEffect,
  useState,
} from "react";
import { BrowserRouter, Outlet, Route, Routes, useLocation } from "react-router";
import { loadAntdStyles } from "./antd-styles";
import { FullPageSpin } from "./components/layout/FullPageSpin";
import { markScreensLoaded } from "./i18n";
import { ScreenErrorBoundary } from "./components/layout/ScreenErrorBoundary";
import { SignedOutOnly } from "./components/layout/SignedOutOnly";
import { permissionsOf } from "./providers/auth";
import type { SessionStore } from "./providers/session";
import { type Services, ServicesContext } from "./providers/services";
import type { RefineAppProps } from "./RefineApp";
import { preloadScreenAt } from "./resource-kit/preload";
import type { ResourceDefinition } from "./resource-kit/types";
import type { AttachableNotifier } from "./providers/notifications";

/*
 * Routes (docs/panel.md). Every route's code loads on demand. The public pages need neither Refine nor the
 * layout, so they are plain routes here and the first visit to /login downloads neither; everything else
 * (the layout's routes, their guards, the not-found page) lives in RefineApp. The sign-in page, the password
 * reset, the PIN link and the legal texts are drawn without antd (src/components/plain/): the first download holds React, the
 * router and the services, and antd's runtime and its stylesheet come with every other screen (AntdRoutes)
 * and with the first notice.
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

type AntdFrameModule = typeof import("./antd-frame");
let antdFrame: AntdFrameModule | undefined;
/** antd's runtime with the panel's theme, and its stylesheet, both here before antd draws anything. */
const antdFrameListeners = new Set<() => void>();
const loadAntdFrame = () =>
  Promise.all([import("./antd-frame"), loadAntdStyles()]).then(([module]) => {
    antdFrame = module;
    antdFrameListeners.forEach((listener) => listener());
    return module;
  });

/** Every screen but the plain pages draws with antd: its code and stylesheet are asked for as the panel starts. */
export function preloadAntd(path: string): void {
  if (!PLAIN_PAGE_PATH.test(path)) loadAntdFrame().catch(() => undefined);
}
/** The pages drawn without antd: sign-in, the links of the e-mails that lead back to it, the legal texts. */
const PLAIN_PAGE_PATH =
  /^\/(login|forgot-password|forgot-password\/confirm|set-pin|privacy-policy|terms-and-conditions)\/?$/;

/**
 * A module loaded on demand, held in state rather than behind React.lazy: undefined until it is here. A lazy
 * component shows its Suspense fallback, and React reveals what replaces a fallback no sooner than 300 ms
 * after the last one appeared: on a cold visit antd's frame, the layout, then the screen, each waited out
 * that delay although their code had arrived. A failure to load reaches the error boundary.
 */
function useLoaded<T>(cached: T | undefined, load: () => Promise<T>): T | undefined {
  const [module, setModule] = useState(cached);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    // What the module draws is rendered in slices (a transition), not in one long task.
    if (!module) load().then((loaded) => startTransition(() => setModule(() => loaded)), setFailure);
    // `load` runs once: the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module]);
  if (failure) throw failure;
  return module;
}

/** What antd draws, inside antd's frame once it is here (`fallback` until then). */
function WithAntd({ children, fallback = <FullPageSpin /> }: { children: ReactNode; fallback?: ReactNode }) {
  const module = useLoaded(antdFrame, loadAntdFrame);
  if (!module) return fallback;
  return <module.default>{children}</module.default>;
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
  const [wanted, setWanted] = useState(() => notifier.waiting() || antdFrame !== undefined);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    if (notifier.waiting() || antdFrame) return want();
    const stopWaiting = notifier.onWaiting(want);
    antdFrameListeners.add(want);
    return () => {
      stopWaiting();
      antdFrameListeners.delete(want);
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
  loadRefineApp()
    .then(({ resourceDefinitions, firstPageRequest }) => {
      // A list opened as it starts (no query string of the user's): its first page while its code loads.
      const first = window.location.search ? null : firstPageRequest(resourceDefinitions, path);
      if (first) services.http.prefetch(first.path, first.query);
      preloadScreenAt(resourceDefinitions, path, permissions);
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
              <Route element={<AntdRoutes />}>
                <Route path="/signup/:slug" element={page(SignupPage)} />
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
              <Route path="*" element={<RefineAppWhenLoaded key={switches} {...refineProps} />} />
            </Route>
          </Routes>
        </ScreenErrorBoundary>
      </ServicesContext.Provider>
    </BrowserRouter>
  );
}
