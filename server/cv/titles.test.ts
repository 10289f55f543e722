import { findTitles } from "./titles";

describe("findTitles", () => {
  it.each([
    ["Senior Software Engineer | Acme Corp | Jan 2019 – Present", ["Senior Software Engineer"]],
    ["Senior Softwareentwickler/in (m/w/d) bei SAP SE", ["Software Developer"]],
    ["Frontend-Entwicklerin", ["Frontend Developer"]],
    ["seit 04/2020 Projektmanagerin, Bosch GmbH", ["Project Manager"]],
    ["Krankenpfleger, Charité Berlin", ["Nurse"]],
    ["Développeuse Full-Stack chez Doctolib", ["Full Stack Developer"]],
    ["Chef de projet, Capgemini", ["Project Manager"]],
    ["Ingeniera de Software en Telefónica", ["Software Engineer"]],
    ["Sviluppatore back-end presso Satispay", ["Backend Developer"]],
    ["Gestor de produto na Farfetch", ["Product Manager"]],
    ["Productmanager bij Bol.com", ["Product Manager"]],
    ["Front-end Developer @ Shopify", ["Frontend Developer"]],
    ["C# Developer, Contoso", ["C# Developer"]],
    ["CTO & Co-Founder, Startup GmbH", ["Chief Technology Officer", "Co-Founder"]],
    ["Head of Engineering / VP Engineering", ["Head of Engineering", "VP of Engineering"]],
  ])("reads %s", (line, titles) => {
    expect(findTitles(line)).toEqual(titles);
  });

  it("prefers the longest title and reports it once", () => {
    expect(findTitles("Senior Data Scientist; Data Scientist")).toEqual(["Senior Data Scientist", "Data Scientist"]);
    expect(findTitles("Data Scientist, Data Scientist")).toEqual(["Data Scientist"]);
  });

  it("finds nothing in lines without a title", () => {
    expect(findTitles("Acme GmbH, Berlin, 2019 – 2021")).toEqual([]);
    expect(findTitles("Padre, Arts and Pivot tables")).toEqual([]);
  });
});
