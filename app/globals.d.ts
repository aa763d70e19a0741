/** The year the site was built, defined in vite.config.ts so server and client render the same. */
declare const __BUILD_YEAR__: number;
