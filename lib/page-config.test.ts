import { SETTINGS_ITEMS, visibleSettingsItems } from "./page-config";

describe("visibleSettingsItems (the Settings menu whitelist)", () => {
  it("shows every item, in order, without a whitelist", () => {
    expect(visibleSettingsItems(SETTINGS_ITEMS, null)).toEqual([...SETTINGS_ITEMS]);
  });

  it("shows only the whitelisted items, keeping the menu's order", () => {
    expect(visibleSettingsItems(SETTINGS_ITEMS, ["logout", "account"])).toEqual(["account", "logout"]);
  });

  it("shows nothing with an empty whitelist", () => {
    expect(visibleSettingsItems(SETTINGS_ITEMS, [])).toEqual([]);
  });

  it("filters the items it is given, never adding a whitelisted item that is not offered", () => {
    expect(visibleSettingsItems(["account", "language"], ["language", "referrals"])).toEqual(["language"]);
  });

  it("returns a new array, leaving the item list untouched", () => {
    const items = visibleSettingsItems(SETTINGS_ITEMS, null);
    items.pop();
    expect(SETTINGS_ITEMS).toHaveLength(9);
  });
});
