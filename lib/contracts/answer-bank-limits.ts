// Apart from answer-bank.ts (zod): the answer form sets its fields' lengths while it renders.

export const ANSWER_TEXT_MAX = 5000;
export const ANSWER_CHOICE_MAX = 500;
export const ANSWER_CHOICES_MAX = 50;
export const QUESTION_MAX = 1000;
export const ANSWER_SEARCH_MAX = 100;
export const ANSWER_PAGE_SIZE = 20;
export const ANSWER_PAGE_MAX = 100;
