import { sql } from "drizzle-orm";
import { db } from "~/server/platform/db.server";

// Used by the Dockerfile's HEALTHCHECK and load balancers: proves the database answers.
export async function loader() {
  db.get(sql`select 1`);
  return new Response("OK", { headers: { "Cache-Control": "no-store" } });
}
