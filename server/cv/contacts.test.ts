import { findEmails, findLinks, findPhones } from "./contacts";
import { findLanguages } from "./languages";

describe("contact details", () => {
  const header = [
    "Jane Doe · jane.doe+cv@Example.COM · +49 (0) 170 123 45 67 · 0044 20 7946 0958",
    "Mobile: 0170/1234567 | Tel. 030 12345678 | (415) 555-0134 | 06 12 34 56 78",
    "https://janedoe.dev, www.janedoe.com/portfolio. linkedin.com/in/jane-doe/ (github.com/janedoe) jane.github.io",
  ].join("\n");

  it("finds e-mail addresses, lower-cased, once", () => {
    expect(findEmails(`${header}\nMail: JANE.DOE+cv@example.com or jane@x.co.uk.`)).toEqual(["jane.doe+cv@example.com", "jane@x.co.uk"]);
  });

  it("finds phone numbers: international ones normalised, national ones as written", () => {
    expect(findPhones(header)).toEqual(["+49 170 1234567", "+44 20 7946 0958", "0170/1234567", "030 12345678", "(415) 555-0134", "06 12 34 56 78"]);
  });

  it("never takes dates, years, postcodes or amounts for phone numbers", () => {
    const noise = "2016 - 2020 | 03/2018 - 05/2021 | 01.03.2018 – 31.12.2019 | 10115 Berlin | Revenue 1,250,000 EUR | 1234567 units | +12";
    expect(findPhones(noise)).toEqual([]);
  });

  it("finds links, with or without a scheme, as https URLs", () => {
    expect(findLinks(`${header}\nContact: jane@x.com`)).toEqual([
      "https://janedoe.dev",
      "https://www.janedoe.com/portfolio",
      "https://linkedin.com/in/jane-doe",
      "https://github.com/janedoe",
      "https://jane.github.io",
    ]);
  });
});

describe("findLanguages", () => {
  it("takes every language named in the languages section, in English", () => {
    expect(findLanguages("Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch", "")).toEqual(["German", "English", "French"]);
    expect(findLanguages("Français, Anglais, Espagnol, Italien, Néerlandais, Portugais", "")).toEqual([
      "French", "English", "Spanish", "Italian", "Dutch", "Portuguese",
    ]);
  });

  it("elsewhere takes a language only next to a level", () => {
    expect(findLanguages("", "Fluent English and German (C1); native Spanish speaker")).toEqual(["English", "German", "Spanish"]);
    expect(findLanguages("", "BA in English Literature; worked for a German bank; French Riviera; Polish the release")).toEqual([]);
  });
});
