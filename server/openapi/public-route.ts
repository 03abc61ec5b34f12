import { describeRoute } from 'hono-openapi';

/** Marks a route in the API document as open without a token (the document's default is a bearer token). */
export const openWithoutToken = describeRoute({ security: [] });
