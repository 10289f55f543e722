/**
 * The tab that a key moves to in a row of tabs (ARIA tabs: the arrows wrap around, Home and End
 * go to the ends); undefined for any other key.
 */
export function tabForKey<T>(key: string, tabs: readonly T[], current: T): T | undefined {
  const index = tabs.indexOf(current);
  return key === "ArrowRight" ? tabs[(index + 1) % tabs.length]
    : key === "ArrowLeft" ? tabs[(index - 1 + tabs.length) % tabs.length]
    : key === "Home" ? tabs[0]
    : key === "End" ? tabs.at(-1)
    : undefined;
}
