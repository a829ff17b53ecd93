import { Authenticated, CanAccess, Refine, useGetIdentity } from "@refinedev/core";
import { CatchAllNavigate, DocumentTitleHandler, UnsavedChangesNotifier } from "@refinedev/react-router";
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from "react";
import { Navigate, Outlet, Route, Routes } from "react-router";
import { DialogRoute } from "./components/forms/DialogRoute";
import AppLayout from "./components/layout/AppLayout";
import { FullPageSpin } from "./components/layout/FullPageSpin";
import { WithAntd } from "./components/layout/WithAntd";
import { pageTitle } from "./document-title";
import { i18nProvider, t } from "./i18n";
import { createAccessControlProvider } from "./providers/access-control";
import { createDataProvider } from "./providers/data";
import { routerProvider } from "./providers/router";
import { toRefineNotifications } from "./providers/refine-notifications";
import { PANEL_QUERY_CLIENT_CONFIG } from "./providers/query-retry";
import { useServices } from "./providers/services";
import type { Identity } from "./providers/auth";
import { ResourceDefinitionsContext } from "./resource-kit/context";
import { type ScreenRoute, screenRoutes, toRefineResource } from "./resource-kit/routes";
import type { ResourceDefinition } from "./resource-kit/types";

const HomePage = lazy(() => import("./pages/home/HomePage"));
const FirstStepsPage = lazy(() => import("./pages/welcome/FirstStepsPage"));
const NotFoundPage = lazy(() => import("./pages/not-found/NotFoundPage"));
const TwoFactorRequiredPage = lazy(() => import("./pages/two-factor/TwoFactorRequiredPage"));

function documentTitle({
  resource,
  action,
  params,
}: {
  resource?: { meta?: { label?: string } };
  action?: string;
  params?: Record<string, string | undefined>;
}): string {
  const label = resource?.meta?.label;
  if (!label) return pageTitle();
  if (action === "create") return pageTitle(t("layout.newRecord", { label }));
  if (action === "show" || action === "edit")
    return pageTitle(t("common.numbered", { noun: label, id: params?.id ?? "" }));
  return pageTitle(label);
}

/**
 * A screen inside the layout: shown only if the access provider allows it, else back to `/` (docs/panel.md).
 */
function Guarded({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  return (
    // Fixed params: the answer does not depend on the record, and a key that followed the address would
    // unmount the list (and the dialog over it) while the question is asked again.
    <CanAccess resource={resource} action={action} params={{}} fallback={<Navigate to="/" replace />}>
      {children}
    </CanAccess>
  );
}

function LazyPlain({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Component />
    </Suspense>
  );
}

/** A lazy page drawn with antd: its code and antd's frame, then the page. */
function Lazy({ component }: { component: ComponentType }) {
  return (
    <WithAntd>
      <LazyPlain component={component} />
    </WithAntd>
  );
}

/**
 * Where the signed-out go: /login, with the page they asked for (`?to=`) to come back to after signing in,
 * unless they have just signed out themselves (the next person must not be sent to their page).
 */
function ToSignIn() {
  const { session } = useServices();
  return session.signedOutByChoice() ? <Navigate to="/login" replace /> : <CatchAllNavigate to="/login" />;
}

/**
 * Staff whose company requires two factors and who have none set one up before anything else: the server
 * answers 401 to every other call of theirs until then (issue 39).
 */
function SetUpTwoFactorFirst({ children }: { children: ReactNode }) {
  const { data: identity, isLoading } = useGetIdentity<Identity>();
  if (isLoading) return <FullPageSpin />;
  if (identity?.two_factor_required && !identity.two_factor_enabled && !identity.is_hijacked)
    return <Lazy component={TwoFactorRequiredPage} />;
  return children;
}

/**
 * A lazy page for signed-in users; the signed-out go to /login. `name` keeps Refine's checks apart. The
 * layout is drawn without antd (`plain`): each screen inside it waits for antd's frame itself if it needs it.
 */
function SignedIn({
  name,
  component,
  plain = false,
}: {
  name: string;
  component: ComponentType;
  plain?: boolean;
}) {
  return (
    <Authenticated key={name} fallback={<ToSignIn />} loading={<FullPageSpin />}>
      <SetUpTwoFactorFirst>
        {plain ? <LazyPlain component={component} /> : <Lazy component={component} />}
      </SetUpTwoFactorFirst>
    </Authenticated>
  );
}

/**
 * A resource's routes. With a list screen, create and edit are dialogs over it: their routes nest inside
 * the list's, which stays on screen (Refine's examples nest them the same way).
 */
function resourceRoutes(definition: ResourceDefinition) {
  const routes = screenRoutes(definition);
  const list = routes.find(
    (route): route is Extract<ScreenRoute, { action: "list" | "show" }> => route.action === "list",
  );
  // A screen waits for antd's frame unless it is declared drawn without antd.
  const framed = (route: ScreenRoute, element: ReactNode) =>
    definition.plainScreens?.includes(route.action) ? element : <WithAntd>{element}</WithAntd>;
  const guarded = (route: ScreenRoute, element?: ReactNode) => (
    <Guarded resource={definition.name} action={route.action}>
      {element ??
        (route.action === "list" || route.action === "show" ? framed(route, <route.Screen />) : null)}
    </Guarded>
  );
  const dialog = (route: ScreenRoute) =>
    route.action === "create" || route.action === "edit"
      ? guarded(
          route,
          framed(
            route,
            <DialogRoute Form={route.Screen} action={route.action} listPath={list?.path ?? "/"} />,
          ),
        )
      : guarded(route);
  // Without a list, a form is a page of its own, and closing it goes home.
  if (!list)
    return routes.map((route) => <Route key={route.path} path={route.path} element={dialog(route)} />);
  const nested = routes.filter((route) => route.action === "create" || route.action === "edit");
  const others = routes.filter((route) => route !== list && !nested.includes(route));
  return [
    <Route
      key={list.path}
      path={list.path}
      element={guarded(
        list,
        <>
          {framed(list, <list.Screen />)}
          <Outlet />
        </>,
      )}
    >
      {nested.map((route) => (
        <Route key={route.path} path={route.path} element={dialog(route)} />
      ))}
    </Route>,
    ...others.map((route) => <Route key={route.path} path={route.path} element={guarded(route)} />),
  ];
}

export interface RefineAppProps {
  /** The resources and their screens (App.tsx gives resources/index.ts). */
  resources: ResourceDefinition[];
  /** react-query settings given to Refine: the panel's (providers/query-retry.ts) unless a test gives its own. */
  queryClientConfig?: { defaultOptions?: { queries?: Record<string, unknown> } };
}

/** Refine, its providers and every route inside the layout; the not-found page for any unknown path. */
export default function RefineApp({ resources, queryClientConfig }: RefineAppProps) {
  const services = useServices();
  const dataProvider = useMemo(
    () => createDataProvider(services.http, { resources }),
    [services.http, resources],
  );
  const refineResources = useMemo(() => resources.map(toRefineResource), [resources]);
  const accessControlProvider = useMemo(
    () =>
      createAccessControlProvider({
        rulesOf: (name) => resources.find((definition) => definition.name === name)?.access,
        permissions: services.auth.permissions,
      }),
    [resources, services.auth],
  );
  const notificationProvider = useMemo(() => toRefineNotifications(services.notifier), [services.notifier]);

  return (
    <ResourceDefinitionsContext.Provider value={resources}>
      <Refine
        i18nProvider={i18nProvider}
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={services.auth.provider}
        accessControlProvider={accessControlProvider}
        notificationProvider={notificationProvider}
        resources={refineResources}
        options={{
          syncWithLocation: true,
          warnWhenUnsavedChanges: true,
          disableTelemetry: true,
          reactQuery: { clientConfig: queryClientConfig ?? PANEL_QUERY_CLIENT_CONFIG },
        }}
      >
        <Routes>
          <Route element={<SignedIn name="layout" component={AppLayout} plain />}>
            <Route index element={<HomePage />} />
            {/* Where a new customer lands after signing up: what to do first. */}
            <Route path="welcome" element={<Lazy component={FirstStepsPage} />} />
            {resources.flatMap((definition) => resourceRoutes(definition))}
          </Route>
          {/* docs/panel.md: e.g. the printable receipt, outside the layout, signed-in users only. */}
          {resources.flatMap(({ fullPages = [] }) =>
            fullPages.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<SignedIn name={path} component={Screen} />} />
            )),
          )}
          <Route path="*" element={<Lazy component={NotFoundPage} />} />
        </Routes>
        <UnsavedChangesNotifier />
        <DocumentTitleHandler handler={documentTitle} />
      </Refine>
    </ResourceDefinitionsContext.Provider>
  );
}
