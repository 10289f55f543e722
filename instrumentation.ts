export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // Validates configuration, migrates the database and creates demo data before the first request
  // (unless the backend runs separately at API_URL).
  const { startBackendOrExit } = await import("./server/runtime");
  await startBackendOrExit();
}
