import { createContext, useContext } from "react";
import { API_URL } from "../config";
import { type AuthService, createAuth } from "./auth";
import { createHttpClient, type HttpClient } from "./http";
import { type AttachableNotifier, createNotifier } from "./notifications";
import { createSessionStore, type SessionStore } from "./session";

/** Everything the panel needs to talk to the API, built once (main.tsx) or per test. */
export interface Services {
  session: SessionStore;
  http: HttpClient;
  notifier: AttachableNotifier;
  auth: AuthService;
  /** Reloads the page (a stand-in in tests). */
  reload: () => void;
}

export interface ServiceOptions {
  baseUrl?: string;
  storage?: Storage;
  reload?: () => void;
}

export function createServices({
  baseUrl = API_URL,
  storage = window.localStorage,
  reload = () => window.location.reload(),
}: ServiceOptions = {}): Services {
  const session = createSessionStore(storage);
  const http = createHttpClient({ baseUrl, authorization: session.authorization });
  const notifier = createNotifier();
  const auth = createAuth({ http, session, notifier, reload });
  return { session, http, notifier, auth, reload };
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices() is used outside <App>.");
  return services;
}
