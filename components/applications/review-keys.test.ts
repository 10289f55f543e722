import { isTypingTarget, reviewShortcut } from "./review-keys";

describe("review shortcuts", () => {
  it("maps j, k, a, r, x and ?", () => {
    expect(["j", "k", "a", "r", "x", "?"].map((key) => reviewShortcut({ key }))).toEqual(["next", "previous", "approve", "reject", "select", "help"]);
    expect(reviewShortcut({ key: "J" })).toBe("next");
    expect(reviewShortcut({ key: "b" })).toBeNull();
    expect(reviewShortcut({ key: "Enter" })).toBeNull();
  });

  it("stays quiet while typing and with modifier keys", () => {
    expect(reviewShortcut({ key: "a", target: { tagName: "INPUT", type: "text" } })).toBeNull();
    expect(reviewShortcut({ key: "a", target: { tagName: "input" } })).toBeNull();
    expect(reviewShortcut({ key: "r", target: { tagName: "TEXTAREA" } })).toBeNull();
    expect(reviewShortcut({ key: "j", target: { tagName: "SELECT" } })).toBeNull();
    expect(reviewShortcut({ key: "x", target: { tagName: "DIV", isContentEditable: true } })).toBeNull();
    expect(reviewShortcut({ key: "a", ctrlKey: true })).toBeNull();
    expect(reviewShortcut({ key: "r", metaKey: true })).toBeNull();
    expect(reviewShortcut({ key: "k", altKey: true })).toBeNull();
  });

  it("works from a checkbox or a button, which take no text", () => {
    expect(isTypingTarget({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(reviewShortcut({ key: "x", target: { tagName: "INPUT", type: "checkbox" } })).toBe("select");
    expect(reviewShortcut({ key: "a", target: { tagName: "BUTTON" } })).toBe("approve");
    expect(isTypingTarget(null)).toBe(false);
  });
});
