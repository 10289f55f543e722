import type { StandardJsonResume } from "@/lib/contracts/cv-document";

/** A JSON Resume file that uses every standard field, as a user would import it. */
export const SAMPLE_RESUME: StandardJsonResume = {
  $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
  basics: {
    name: "Richard Hendriks",
    label: "Programmer",
    image: "https://example.com/photo.jpg",
    email: "richard.hendriks@example.com",
    phone: "(912) 555-4321",
    url: "https://richardhendricks.example.com",
    summary: "Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.",
    location: { address: "2712 Broadway St", postalCode: "CA 94115", city: "San Francisco", countryCode: "US", region: "California" },
    profiles: [{ network: "Twitter", username: "neutralthoughts", url: "https://twitter.com/neutralthoughts" }],
  },
  work: [
    {
      name: "Pied Piper",
      location: "Palo Alto, CA",
      description: "Awesome compression company",
      position: "CEO/President",
      url: "https://piedpiper.example.com",
      startDate: "2013-12-01",
      endDate: "2014-12-01",
      summary: "Pied Piper is a multi-platform technology based on a proprietary universal compression algorithm.",
      highlights: ["Build an algorithm for artist to detect if their music was violating copy right infringement laws"],
    },
    { name: "Hooli", position: "Programmer", startDate: "2012-06" },
  ],
  volunteer: [
    {
      organization: "CoderDojo",
      position: "Teacher",
      url: "https://coderdojo.example.com",
      startDate: "2012-01-01",
      endDate: "2013-01-01",
      summary: "Global movement of free coding clubs for young people.",
      highlights: ["Awarded 'Teacher of the Month'"],
    },
  ],
  education: [
    {
      institution: "University of Oklahoma",
      url: "https://ou.example.edu",
      area: "Information Technology",
      studyType: "Bachelor",
      startDate: "2011-06-01",
      endDate: "2014-01-01",
      score: "4.0",
      courses: ["DB1101 - Basic SQL", "CS2011 - Java Introduction"],
    },
  ],
  awards: [{ title: "Digital Compression Pioneer Award", date: "2014-11-01", awarder: "Techcrunch", summary: "There is no spoon." }],
  certificates: [{ name: "Certified Kubernetes Administrator", date: "2021-11-07", url: "https://example.com/cka", issuer: "CNCF" }],
  publications: [
    { name: "Video compression for 3d media", publisher: "Hooli", releaseDate: "2014-10-01", url: "https://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)", summary: "Innovative middle-out compression algorithm." },
  ],
  skills: [
    { name: "Web Development", level: "Master", keywords: ["HTML", "CSS", "JavaScript"] },
    { name: "Compression", level: "Master", keywords: ["Mpeg", "MP4", "GIF"] },
  ],
  languages: [{ language: "English", fluency: "Native speaker" }],
  interests: [{ name: "Wildlife", keywords: ["Ferrets", "Unicorns"] }],
  references: [{ name: "Erlich Bachman", reference: "It is my pleasure to recommend Richard." }],
  projects: [
    {
      name: "Miss Direction",
      description: "A mapping engine that misguides you",
      highlights: ["Won award at AIHacks 2016"],
      keywords: ["GoogleMaps", "Chrome Extension"],
      startDate: "2016-08-24",
      endDate: "2016-08-24",
      url: "https://missdirection.example.com",
      roles: ["Team Lead", "Designer"],
      entity: "Smoogle",
      type: "application",
    },
  ],
  meta: { canonical: "https://example.com/resume.json", version: "v1.0.0", lastModified: "2017-12-24T15:53:00" },
};
