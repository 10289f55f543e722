import { tabForKey } from "./tab-keys";

const TABS = ["a", "b", "c"] as const;

describe("tabForKey", () => {
  test.each([
    ["ArrowRight", "b", "c"],
    ["ArrowRight", "c", "a"],
    ["ArrowLeft", "b", "a"],
    ["ArrowLeft", "a", "c"],
    ["Home", "c", "a"],
    ["End", "a", "c"],
    ["Enter", "b", undefined],
  ] as const)("%s from %s goes to %s", (key, current, expected) => {
    expect(tabForKey(key, TABS, current)).toBe(expected);
  });
});
