import budgetFile from "./bundle-budget.json";
import { staleCeilings, weighRoutes, type Budget, type RouteStats } from "./bundle-budget";

const stats: RouteStats[] = [
  { route: "/login", firstLoadChunkPaths: ["a.js", "b.js"] },
  { route: "/terms", firstLoadChunkPaths: ["a.js"] },
  { route: "/copilot", firstLoadChunkPaths: ["a.js", "c.js"] },
];
const bytes: Record<string, number> = { "a.js": 100 * 1024, "b.js": 60 * 1024, "c.js": 90 * 1024 };
const budget: Budget = { target_kib: 170, ceilings_kib: { "/copilot": 180 } };

describe("the first-load JS budget", () => {
  it("holds routes without a ceiling to the target, and the others to their ceiling", () => {
    const weights = weighRoutes(stats, budget, (chunk) => bytes[chunk]!);
    expect(weights).toEqual([
      { route: "/copilot", kib: 190, limit_kib: 180, over: true },
      { route: "/login", kib: 160, limit_kib: 170, over: false },
      { route: "/terms", kib: 100, limit_kib: 170, over: false },
    ]);
  });

  it("reports ceilings of routes that no longer exist", () => {
    expect(staleCeilings(stats, { ...budget, ceilings_kib: { "/copilot": 180, "/gone": 200 } })).toEqual(["/gone"]);
  });

  it("aims at 170 KiB (1.3 × a bare Next page's 131) and lets no route carry more than 350 KiB meanwhile", () => {
    expect(budgetFile.target_kib).toBe(170);
    for (const ceiling of Object.values(budgetFile.ceilings_kib)) expect(ceiling).toBeLessThanOrEqual(350);
  });
});
