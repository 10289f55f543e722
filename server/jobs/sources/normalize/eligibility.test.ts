import { eligibleRegionsFromText, remoteScopeFromText } from "./eligibility";
import { EU, REGIONS } from "./geo-data";

const EUROPE = REGIONS.europe!;

describe("remoteScopeFromText", () => {
  it.each([
    // English
    ["Remote (EU)", EU],
    ["Remote - Europe", EUROPE],
    ["Fully remote within Germany", ["DE"]],
    ["Candidates anywhere in the EU are welcome.", EU],
    ["This role is open to applicants in Germany or Austria.", ["DE", "AT"]],
    ["We hire in the US and Canada only.", ["US", "CA"]],
    ["You must be based in the UK.", ["GB"]],
    ["Remote within CET ±2 hours", EUROPE],
    ["Remote, but you must be in CET +/- 3 hours", EUROPE],
    ["Candidates based in Spain or Portugal", ["ES", "PT"]],
    ["You must be located in the Netherlands", ["NL"]],
    ["You must reside in Ireland", ["IE"]],
    ["You must be legally authorised to work in the UK", ["GB"]],
    ["Candidates must already have the right to work in the United States.", ["US"]],
    ["You must be authorized to work in the U.S. without sponsorship", ["US"]],
    ["We can only hire in Germany, France and Spain", ["DE", "FR", "ES"]],
    ["Hiring in: US, Canada", ["US", "CA"]],
    ["If you are based in Germany or Austria, apply now", ["DE", "AT"]],
    ["Remote (US only)", ["US"]],
    ["US-based candidates only", ["US"]],
    ["EU residents only", EU],
    ["Must be based in California", ["US"]],
    ["Remote within Canada (Ontario, Quebec)", ["CA"]],
    ["Remote within the EU, UK and Switzerland", [...EU, "GB", "CH"]],
    ["Must be located in EST or PST", ["US"]],
    ["Remote in US time zones", ["US"]],
    ["Remote, European time zones", EUROPE],
    ["Work from anywhere, as long as you are in the EU", EU],
    // Regions
    ["Remote in DACH", ["DE", "AT", "CH"]],
    ["Remote (Benelux)", ["BE", "NL", "LU"]],
    ["Remote (Nordics)", ["DK", "FI", "IS", "NO", "SE"]],
    ["Remote across the Baltics", ["EE", "LV", "LT"]],
    ["Remote (UK & Ireland)", ["GB", "IE"]],
    ["Remote (ANZ)", ["AU", "NZ"]],
    ["Remote (EEA)", [...EU, "IS", "LI", "NO"]],
    // German
    ["Homeoffice innerhalb Deutschlands", ["DE"]],
    ["Remote-Arbeit in ganz Deutschland möglich", ["DE"]],
    ["Standort: Deutschlandweit (Remote)", ["DE"]],
    ["Remote möglich (deutschlandweit)", ["DE"]],
    ["Du lebst in Deutschland oder Österreich", ["DE", "AT"]],
    ["Wohnsitz in der Schweiz", ["CH"]],
    ["Eine gültige Arbeitserlaubnis für Deutschland ist Voraussetzung.", ["DE"]],
    ["Bewerber:innen aus der Schweiz und Österreich", ["CH", "AT"]],
    // French
    ["Remote depuis la France", ["FR"]],
    ["Poste en télétravail complet depuis l'Espagne ou le Portugal", ["ES", "PT"]],
    ["Vous résidez en Belgique", ["BE"]],
    ["Poste ouvert aux candidat·e·s basé·e·s en France", ["FR"]],
    // Spanish
    ["En remoto desde España", ["ES"]],
    ["Candidatos residentes en España", ["ES"]],
    ["Contratamos en toda América Latina", REGIONS.latam],
    // Italian
    ["Da remoto dall'Italia", ["IT"]],
    ["Lavoro da remoto in tutta Italia", ["IT"]],
    // Portuguese
    ["Trabalho remoto em Portugal", ["PT"]],
    ["Você deve morar no Brasil", ["BR"]],
    // Dutch
    ["Op afstand vanuit Nederland", ["NL"]],
    ["Je woont in Nederland of België", ["NL", "BE"]],
    ["Werkvergunning voor Nederland vereist", ["NL"]],
  ])("reads %p", (text, countries) => {
    expect(remoteScopeFromText(text)).toEqual({ kind: "countries", countries: [...new Set(countries)] });
  });

  it.each([
    "Remote worldwide",
    "Work from anywhere",
    "You can work from anywhere in the world",
    "Location: Anywhere in the world",
    "Our products are used worldwide, and we hire globally",
    "Remote (Global)",
    "Télétravail depuis partout",
  ])("reads %p as worldwide", (text) => {
    expect(remoteScopeFromText(text)).toEqual({ kind: "worldwide" });
  });

  it.each([
    "Our HQ is in Berlin",
    "We serve customers in 40 countries",
    "We have offices in London and Paris",
    "You will travel to Germany occasionally",
    "We are based in Berlin",
    "Our team is based in Amsterdam",
    "You'll join our team based in Berlin",
    "Based in Berlin, Acme builds software for banks",
    "Our engineers work remotely from Berlin, Lisbon and London",
    "We're hiring a Senior Engineer for our Berlin office",
    "You will build the people programmes for engineering hiring in North America",
    "Experience working in Germany is a plus",
    "We have customers worldwide",
    "We're a global company with a global team",
    "We cannot hire in the US",
    "We're unable to hire in France at this time",
    "Remote-first company with offices across Europe",
    "Remote or Berlin office",
    "Office in Berlin, remote possible",
    "Remote IT support engineer",
    "Remote QA engineer",
    "Unser Büro liegt in München, unsere Kunden sitzen in ganz Europa",
    "Nous avons des bureaux à Paris et Lyon",
    "Tenemos clientes en toda España",
    "Remote. Our HQ is in Berlin.",
    "Wir stellen bundesweit ein",
    "",
  ])("finds no restriction in %p", (text) => {
    expect(remoteScopeFromText(text)).toBeNull();
  });

  it("adds statements up, and a restriction wins over worldwide", () => {
    const posting = "Work from anywhere!\nRemote (Germany)\nWe can also hire in Austria.\nOur HQ is in Zurich.";
    expect(remoteScopeFromText(posting)).toEqual({ kind: "countries", countries: ["DE", "AT"] });
  });

  it("reads only the places after an exclusion as excluded", () => {
    expect(remoteScopeFromText("Remote anywhere in the EU except Germany")).toEqual({ kind: "countries", countries: EU });
  });
});

describe("eligibleRegionsFromText", () => {
  it("gives the countries, or null for worldwide and unstated", () => {
    expect(eligibleRegionsFromText("Remote (US or Canada)")).toEqual(["US", "CA"]);
    expect(eligibleRegionsFromText("Remote worldwide")).toBeNull();
    expect(eligibleRegionsFromText("Great team, great product.")).toBeNull();
    expect(eligibleRegionsFromText(null)).toBeNull();
    expect(eligibleRegionsFromText(undefined)).toBeNull();
  });
});
