import { countQuantifiedResults, isQuantified, statements } from "./achievements";

describe("isQuantified", () => {
  it.each([
    "Increased revenue by 30%",
    "Cut p95 latency from 800 ms to 120 ms",
    "Reduced AWS costs by $120k per year",
    "Managed a budget of €2.5M",
    "• Led a team of 8 engineers",
    "• Migrated 12 microservices to Kubernetes",
    "• Migrazione di 12 microservizi su Kubernetes",
    "Grew the newsletter to 40,000 subscribers",
    "Improved conversion 3x",
    "Steigerung der Liefertreue um 15 %",
    "• Führung von 12 Mitarbeitern",
    "Budgetverantwortung 2 Mio. €",
    "Réduction du temps de chargement de 40 %",
    "• Encadrement de 3 développeurs",
    "Aumenté las ventas un 25 por ciento",
  ])("counts %s", (statement) => {
    expect(isQuantified(statement)).toBe(true);
  });

  it.each([
    "Senior Software Engineer, Acme GmbH, Jan 2019 – Present",
    "Built REST APIs in Python 3 and Java 8 on Windows 10",
    "Certified to ISO 9001 and ISO/IEC 27001; B2B SaaS; OAuth 2.0",
    "Phone: +49 170 1234567",
    "Responsible for the web shop since 2019",
    "• Worked there for 3 years and 6 months",
    "• 24/7 on-call rotation and 1st-level support",
    "Acme GmbH (500 employees)",
    "Worked closely with the design team",
  ])("does not count %s", (statement) => {
    expect(isQuantified(statement)).toBe(false);
  });
});

describe("countQuantifiedResults", () => {
  it("counts a statement wrapped over two lines once", () => {
    expect(statements(["• Increased revenue by 30% and cut", "costs by 10% in two quarters", "• Hired 4 engineers"])).toEqual([
      "• Increased revenue by 30% and cut costs by 10% in two quarters",
      "• Hired 4 engineers",
    ]);
    expect(countQuantifiedResults(["• Increased revenue by 30% and cut", "costs by 10% in two quarters", "• Hired 4 engineers"])).toBe(2);
  });

  it("counts short lines only with a percentage, money or a multiple", () => {
    expect(countQuantifiedResults(["2019 – 2021", "Acme, 500 staff", "Revenue: $2M"])).toBe(1);
  });
});

describe("countQuantifiedResults: contact lines", () => {
  it("never counts phone numbers, addresses with e-mail, or postcodes in a header line", () => {
    expect(countQuantifiedResults(["Call me on +49 170 1234567 any day", "Hauptstraße 5, 10115 Berlin, jane@example.com"])).toBe(0);
  });
});
