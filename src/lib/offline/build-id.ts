declare const __BUILD_ID__: string;

/** The version and build time (vite.config.ts); a new build drops the persisted queries, never the waiting changes. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
