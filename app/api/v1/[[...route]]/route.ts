import { serverTransport } from "@/lib/backend/server";
// Evaluated for its hand-over: this bundle's backend serves the calls it receives.
import "@/server/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** /api/v1/*: the backend, in-process, or proxied to API_URL when the backend runs separately. */
const handle = (request: Request) => serverTransport(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
