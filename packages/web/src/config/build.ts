/** The id compiled into this bundle; dist/version.txt carries the same id. */
export const BUILD_ID: string = __BUILD_ID__;
