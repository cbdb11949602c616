/// <reference types="vite/client" />

/** The id of this build, also served as /version.txt (see vite.config.ts). */
declare const __BUILD_ID__: string;
