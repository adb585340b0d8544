import rootPackage from "../../../package.json" with { type: "json" };

/**
 * The release this code is: the root package.json's semver version, the one place a release is numbered
 * (decision 033). Imported rather than read at run time so the bundled API carries it too.
 */
export const APP_VERSION: string = rootPackage.version;
