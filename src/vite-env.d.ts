/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty (the default) means the panel's own origin. */
  readonly VITE_API_URL?: string;
}
