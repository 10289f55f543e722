// `npm run rates:refresh [-- <file>]`: the ECB's daily euro reference rates as the matcher's rates table,
// written over the shipped server/jobs/match/exchange-rates.json or into <file> (for EXCHANGE_RATES_FILE).
import fs from "node:fs";
import path from "node:path";

const URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
const target = path.resolve(process.argv[2] ?? "server/jobs/match/exchange-rates.json");

/** The day and the rates of the ECB's XML: <Cube time='…'> holding <Cube currency='USD' rate='1.1555'/>. */
function parseEcb(xml) {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  const rates = {};
  for (const [, currency, rate] of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]/g)) {
    rates[currency] = Number(rate);
  }
  if (!date || Object.keys(rates).length === 0 || Object.values(rates).some((rate) => !(rate > 0))) {
    throw new Error("the ECB's answer holds no dated rates: has the format changed?");
  }
  return { date, source: "European Central Bank euro foreign exchange reference rates", base: "EUR", rates };
}

async function main() {
  const response = await fetch(URL, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${URL} answered ${response.status} ${response.statusText}`);
  const table = parseEcb(await response.text());
  fs.writeFileSync(target, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`${Object.keys(table.rates).length} rates of ${table.date} written to ${path.relative(process.cwd(), target)}`);
}

main().catch((error) => {
  console.error(`Could not refresh the exchange rates: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
