/** A file name from a title, without the characters file systems refuse; "file" when nothing is left. */
export const fileStem = (name: string, fallback = "file") => name.replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, " ").replace(/\s+/g, " ").trim() || fallback;
