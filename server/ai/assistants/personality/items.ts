/**
 * The IPIP-NEO-120 (J. A. Johnson, 2014, "Measuring thirty facets of the Five Factor Model with a
 * 120-item public domain inventory: Development of the IPIP-NEO-120", Journal of Research in
 * Personality 51, 78–89; items and key from ipip.ori.org, public domain): five domains, six facets
 * each, four items a facet. The table is in the inventory's own order (item 1 is N1, item 2 E1 …
 * item 30 C6, then the second item of each facet, and so on), which is also the order its norms were
 * collected in. `keyed: "-"` items are scored 6 − answer. The English wording of each item is in
 * the comment; the texts shown to users are in locales/<locale>.json under `items`.
 */

export const DOMAINS = ["N", "E", "O", "A", "C"] as const;
export type DomainKey = (typeof DOMAINS)[number];

export const FACETS = [
  "N1", "N2", "N3", "N4", "N5", "N6",
  "E1", "E2", "E3", "E4", "E5", "E6",
  "O1", "O2", "O3", "O4", "O5", "O6",
  "A1", "A2", "A3", "A4", "A5", "A6",
  "C1", "C2", "C3", "C4", "C5", "C6",
] as const;
export type FacetKey = (typeof FACETS)[number];

export const domainOf = (facet: FacetKey): DomainKey => facet[0] as DomainKey;
export const facetsOf = (domain: DomainKey): FacetKey[] => FACETS.filter((facet) => facet[0] === domain);

export type Keying = "+" | "-";
export type Item = { id: string; facet: FacetKey; keyed: Keying };

export const ITEMS = [
  { id: "N1a", facet: "N1", keyed: "+" }, // 1. Worry about things
  { id: "E1a", facet: "E1", keyed: "+" }, // 2. Make friends easily
  { id: "O1a", facet: "O1", keyed: "+" }, // 3. Have a vivid imagination
  { id: "A1a", facet: "A1", keyed: "+" }, // 4. Trust others
  { id: "C1a", facet: "C1", keyed: "+" }, // 5. Complete tasks successfully
  { id: "N2a", facet: "N2", keyed: "+" }, // 6. Get angry easily
  { id: "E2a", facet: "E2", keyed: "+" }, // 7. Love large parties
  { id: "O2a", facet: "O2", keyed: "+" }, // 8. Believe in the importance of art
  { id: "A2a", facet: "A2", keyed: "-" }, // 9. Use others for my own ends
  { id: "C2a", facet: "C2", keyed: "+" }, // 10. Like to tidy up
  { id: "N3a", facet: "N3", keyed: "+" }, // 11. Often feel blue
  { id: "E3a", facet: "E3", keyed: "+" }, // 12. Take charge
  { id: "O3a", facet: "O3", keyed: "+" }, // 13. Experience my emotions intensely
  { id: "A3a", facet: "A3", keyed: "+" }, // 14. Love to help others
  { id: "C3a", facet: "C3", keyed: "+" }, // 15. Keep my promises
  { id: "N4a", facet: "N4", keyed: "+" }, // 16. Find it difficult to approach others
  { id: "E4a", facet: "E4", keyed: "+" }, // 17. Am always busy
  { id: "O4a", facet: "O4", keyed: "+" }, // 18. Prefer variety to routine
  { id: "A4a", facet: "A4", keyed: "-" }, // 19. Love a good fight
  { id: "C4a", facet: "C4", keyed: "+" }, // 20. Work hard
  { id: "N5a", facet: "N5", keyed: "+" }, // 21. Go on binges
  { id: "E5a", facet: "E5", keyed: "+" }, // 22. Love excitement
  { id: "O5a", facet: "O5", keyed: "+" }, // 23. Love to read challenging material
  { id: "A5a", facet: "A5", keyed: "-" }, // 24. Believe that I am better than others
  { id: "C5a", facet: "C5", keyed: "+" }, // 25. Am always prepared
  { id: "N6a", facet: "N6", keyed: "+" }, // 26. Panic easily
  { id: "E6a", facet: "E6", keyed: "+" }, // 27. Radiate joy
  { id: "O6a", facet: "O6", keyed: "+" }, // 28. Tend to vote for liberal political candidates
  { id: "A6a", facet: "A6", keyed: "+" }, // 29. Sympathize with the homeless
  { id: "C6a", facet: "C6", keyed: "-" }, // 30. Jump into things without thinking
  { id: "N1b", facet: "N1", keyed: "+" }, // 31. Fear for the worst
  { id: "E1b", facet: "E1", keyed: "+" }, // 32. Feel comfortable around people
  { id: "O1b", facet: "O1", keyed: "+" }, // 33. Enjoy wild flights of fantasy
  { id: "A1b", facet: "A1", keyed: "+" }, // 34. Believe that others have good intentions
  { id: "C1b", facet: "C1", keyed: "+" }, // 35. Excel in what I do
  { id: "N2b", facet: "N2", keyed: "+" }, // 36. Get irritated easily
  { id: "E2b", facet: "E2", keyed: "+" }, // 37. Talk to a lot of different people at parties
  { id: "O2b", facet: "O2", keyed: "+" }, // 38. See beauty in things that others might not notice
  { id: "A2b", facet: "A2", keyed: "-" }, // 39. Cheat to get ahead
  { id: "C2b", facet: "C2", keyed: "-" }, // 40. Often forget to put things back in their proper place
  { id: "N3b", facet: "N3", keyed: "+" }, // 41. Dislike myself
  { id: "E3b", facet: "E3", keyed: "+" }, // 42. Try to lead others
  { id: "O3b", facet: "O3", keyed: "+" }, // 43. Feel others' emotions
  { id: "A3b", facet: "A3", keyed: "+" }, // 44. Am concerned about others
  { id: "C3b", facet: "C3", keyed: "+" }, // 45. Tell the truth
  { id: "N4b", facet: "N4", keyed: "+" }, // 46. Am afraid to draw attention to myself
  { id: "E4b", facet: "E4", keyed: "+" }, // 47. Am always on the go
  { id: "O4b", facet: "O4", keyed: "-" }, // 48. Prefer to stick with things that I know
  { id: "A4b", facet: "A4", keyed: "-" }, // 49. Yell at people
  { id: "C4b", facet: "C4", keyed: "+" }, // 50. Do more than what's expected of me
  { id: "N5b", facet: "N5", keyed: "-" }, // 51. Rarely overindulge
  { id: "E5b", facet: "E5", keyed: "+" }, // 52. Seek adventure
  { id: "O5b", facet: "O5", keyed: "-" }, // 53. Avoid philosophical discussions
  { id: "A5b", facet: "A5", keyed: "-" }, // 54. Think highly of myself
  { id: "C5b", facet: "C5", keyed: "+" }, // 55. Carry out my plans
  { id: "N6b", facet: "N6", keyed: "+" }, // 56. Become overwhelmed by events
  { id: "E6b", facet: "E6", keyed: "+" }, // 57. Have a lot of fun
  { id: "O6b", facet: "O6", keyed: "+" }, // 58. Believe that there is no absolute right and wrong
  { id: "A6b", facet: "A6", keyed: "+" }, // 59. Feel sympathy for those who are worse off than myself
  { id: "C6b", facet: "C6", keyed: "-" }, // 60. Make rash decisions
  { id: "N1c", facet: "N1", keyed: "+" }, // 61. Am afraid of many things
  { id: "E1c", facet: "E1", keyed: "-" }, // 62. Avoid contacts with others
  { id: "O1c", facet: "O1", keyed: "+" }, // 63. Love to daydream
  { id: "A1c", facet: "A1", keyed: "+" }, // 64. Trust what people say
  { id: "C1c", facet: "C1", keyed: "+" }, // 65. Handle tasks smoothly
  { id: "N2c", facet: "N2", keyed: "+" }, // 66. Lose my temper
  { id: "E2c", facet: "E2", keyed: "-" }, // 67. Prefer to be alone
  { id: "O2c", facet: "O2", keyed: "-" }, // 68. Do not like poetry
  { id: "A2c", facet: "A2", keyed: "-" }, // 69. Take advantage of others
  { id: "C2c", facet: "C2", keyed: "-" }, // 70. Leave a mess in my room
  { id: "N3c", facet: "N3", keyed: "+" }, // 71. Am often down in the dumps
  { id: "E3c", facet: "E3", keyed: "+" }, // 72. Take control of things
  { id: "O3c", facet: "O3", keyed: "-" }, // 73. Rarely notice my emotional reactions
  { id: "A3c", facet: "A3", keyed: "-" }, // 74. Am indifferent to the feelings of others
  { id: "C3c", facet: "C3", keyed: "-" }, // 75. Break rules
  { id: "N4c", facet: "N4", keyed: "+" }, // 76. Only feel comfortable with friends
  { id: "E4c", facet: "E4", keyed: "+" }, // 77. Do a lot in my spare time
  { id: "O4c", facet: "O4", keyed: "-" }, // 78. Dislike changes
  { id: "A4c", facet: "A4", keyed: "-" }, // 79. Insult people
  { id: "C4c", facet: "C4", keyed: "-" }, // 80. Do just enough work to get by
  { id: "N5c", facet: "N5", keyed: "-" }, // 81. Easily resist temptations
  { id: "E5c", facet: "E5", keyed: "+" }, // 82. Enjoy being reckless
  { id: "O5c", facet: "O5", keyed: "-" }, // 83. Have difficulty understanding abstract ideas
  { id: "A5c", facet: "A5", keyed: "-" }, // 84. Have a high opinion of myself
  { id: "C5c", facet: "C5", keyed: "-" }, // 85. Waste my time
  { id: "N6c", facet: "N6", keyed: "+" }, // 86. Feel that I'm unable to deal with things
  { id: "E6c", facet: "E6", keyed: "+" }, // 87. Love life
  { id: "O6c", facet: "O6", keyed: "-" }, // 88. Tend to vote for conservative political candidates
  { id: "A6c", facet: "A6", keyed: "-" }, // 89. Am not interested in other people's problems
  { id: "C6c", facet: "C6", keyed: "-" }, // 90. Rush into things
  { id: "N1d", facet: "N1", keyed: "+" }, // 91. Get stressed out easily
  { id: "E1d", facet: "E1", keyed: "-" }, // 92. Keep others at a distance
  { id: "O1d", facet: "O1", keyed: "+" }, // 93. Like to get lost in thought
  { id: "A1d", facet: "A1", keyed: "-" }, // 94. Distrust people
  { id: "C1d", facet: "C1", keyed: "+" }, // 95. Know how to get things done
  { id: "N2d", facet: "N2", keyed: "-" }, // 96. Am not easily annoyed
  { id: "E2d", facet: "E2", keyed: "-" }, // 97. Avoid crowds
  { id: "O2d", facet: "O2", keyed: "-" }, // 98. Do not enjoy going to art museums
  { id: "A2d", facet: "A2", keyed: "-" }, // 99. Obstruct others' plans
  { id: "C2d", facet: "C2", keyed: "-" }, // 100. Leave my belongings around
  { id: "N3d", facet: "N3", keyed: "-" }, // 101. Feel comfortable with myself
  { id: "E3d", facet: "E3", keyed: "-" }, // 102. Wait for others to lead the way
  { id: "O3d", facet: "O3", keyed: "-" }, // 103. Don't understand people who get emotional
  { id: "A3d", facet: "A3", keyed: "-" }, // 104. Take no time for others
  { id: "C3d", facet: "C3", keyed: "-" }, // 105. Break my promises
  { id: "N4d", facet: "N4", keyed: "-" }, // 106. Am not bothered by difficult social situations
  { id: "E4d", facet: "E4", keyed: "-" }, // 107. Like to take it easy
  { id: "O4d", facet: "O4", keyed: "-" }, // 108. Am attached to conventional ways
  { id: "A4d", facet: "A4", keyed: "-" }, // 109. Get back at others
  { id: "C4d", facet: "C4", keyed: "-" }, // 110. Put little time and effort into my work
  { id: "N5d", facet: "N5", keyed: "-" }, // 111. Am able to control my cravings
  { id: "E5d", facet: "E5", keyed: "+" }, // 112. Act wild and crazy
  { id: "O5d", facet: "O5", keyed: "-" }, // 113. Am not interested in theoretical discussions
  { id: "A5d", facet: "A5", keyed: "-" }, // 114. Boast about my virtues
  { id: "C5d", facet: "C5", keyed: "-" }, // 115. Have difficulty starting tasks
  { id: "N6d", facet: "N6", keyed: "-" }, // 116. Remain calm under pressure
  { id: "E6d", facet: "E6", keyed: "+" }, // 117. Look at the bright side of life
  { id: "O6d", facet: "O6", keyed: "-" }, // 118. Believe that we should be tough on crime
  { id: "A6d", facet: "A6", keyed: "-" }, // 119. Try not to think about the needy
  { id: "C6d", facet: "C6", keyed: "-" }, // 120. Act without thinking
] as const satisfies readonly Item[];

export type ItemId = (typeof ITEMS)[number]["id"];
export const ITEM_IDS = ITEMS.map((item) => item.id) as [ItemId, ...ItemId[]];

/** The published five-point response scale, "Very inaccurate" (1) to "Very accurate" (5). */
export const SCALE_VALUES = [1, 2, 3, 4, 5] as const;
export type ScaleValue = (typeof SCALE_VALUES)[number];
