/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; empty means the same origin that served the app. */
  readonly VITE_API_BASE?: string;
  /** The foundation and research sites allowed to ask for the user, comma-separated origins. */
  readonly VITE_ALLOWED_MESSAGE_ORIGINS?: string;
}
