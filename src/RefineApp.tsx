import { Authenticated, CanAccess, Refine } from "@refinedev/core";
import routerProvider, {
  CatchAllNavigate,
  DocumentTitleHandler,
  UnsavedChangesNotifier,
} from "@refinedev/react-router";
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from "react";
import { Navigate, Route, Routes } from "react-router";
import { type ResourceDefinition, resourceDefinitions } from "../resources";
import { screenRoutes, toRefineResource } from "../resources/types";
import { FullPageSpin } from "./components/FullPageSpin";
import { pageTitle } from "./document-title";
import { createAccessControlProvider } from "./providers/access-control";
import { toRefineNotifications } from "./providers/notifications";
import { useServices } from "./providers/services";
import { ResourceDefinitionsContext } from "./resource-definitions";

const AppLayout = lazy(() => import("./components/layout/AppLayout"));
const HomePage = lazy(() => import("./pages/home/HomePage"));
const NotFoundPage = lazy(() => import("./pages/not-found/NotFoundPage"));

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
  if (action === "create") return pageTitle(`New · ${label}`);
  if (action === "show" || action === "edit") return pageTitle(`${label} #${params?.id ?? ""}`);
  return pageTitle(label);
}

/** A screen inside the layout: shown only if the access provider allows it, else back to `/` (SPEC.md §2). */
function Guarded({ resource, action, children }: { resource: string; action: string; children: ReactNode }) {
  return (
    <CanAccess resource={resource} action={action} fallback={<Navigate to="/" replace />}>
      {children}
    </CanAccess>
  );
}

function Lazy({ component: Component }: { component: ComponentType }) {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Component />
    </Suspense>
  );
}

export interface RefineAppProps {
  /** The resources and their screens (default: resources/index.ts). */
  resources?: ResourceDefinition[];
  /** react-query settings given to Refine (tests turn retries off). */
  queryClientConfig?: { defaultOptions?: { queries?: Record<string, unknown> } };
}

/** Refine, its providers and every route inside the layout; the not-found page for any unknown path. */
export default function RefineApp({ resources = resourceDefinitions, queryClientConfig }: RefineAppProps) {
  const services = useServices();
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
        routerProvider={routerProvider}
        dataProvider={services.dataProvider}
        authProvider={services.auth.provider}
        accessControlProvider={accessControlProvider}
        notificationProvider={notificationProvider}
        resources={refineResources}
        options={{
          syncWithLocation: true,
          warnWhenUnsavedChanges: true,
          disableTelemetry: true,
          ...(queryClientConfig && { reactQuery: { clientConfig: queryClientConfig } }),
        }}
      >
        <Routes>
          <Route
            element={
              <Authenticated
                key="layout"
                fallback={<CatchAllNavigate to="/login" />}
                loading={<FullPageSpin />}
              >
                <Lazy component={AppLayout} />
              </Authenticated>
            }
          >
            <Route index element={<HomePage />} />
            {resources.flatMap((definition) =>
              screenRoutes(definition).map(({ action, path, Screen }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Guarded resource={definition.name} action={action}>
                      <Screen />
                    </Guarded>
                  }
                />
              )),
            )}
          </Route>
          <Route path="*" element={<Lazy component={NotFoundPage} />} />
        </Routes>
        <UnsavedChangesNotifier />
        <DocumentTitleHandler handler={documentTitle} />
      </Refine>
    </ResourceDefinitionsContext.Provider>
  );
}
