import { fileStem, JSON_RESUME_FILE_MAX_BYTES, readJsonResume, readJsonResumeFile } from "./json-file";

describe("reading a JSON Resume file in the browser", () => {
  it("takes an object and suggests the person's name, else the file's, for the new CV", () => {
    const file = { basics: { name: " Richard Hendriks " }, work: [] };
    expect(readJsonResume(JSON.stringify(file), "resume.json")).toEqual({ ok: true, document: file, name: "Richard Hendriks" });
    expect(readJsonResume("\uFEFF{\"work\":[]}", "backend-roles.json")).toEqual({ ok: true, document: { work: [] }, name: "backend-roles" });
  });

  it("says what is wrong with a file that is not one", () => {
    expect(readJsonResume("", "a.json")).toEqual({ ok: false, problem: "empty_file" });
    expect(readJsonResume("{ basics: ", "a.json")).toEqual({ ok: false, problem: "not_json" });
    expect(readJsonResume("[1, 2]", "a.json")).toEqual({ ok: false, problem: "not_resume" });
    expect(readJsonResume("\"text\"", "a.json")).toEqual({ ok: false, problem: "not_resume" });
  });

  it("refuses a file too large to send before reading it", async () => {
    const big = { size: JSON_RESUME_FILE_MAX_BYTES + 1, name: "big.json", text: jest.fn() } as unknown as File;
    expect(await readJsonResumeFile(big)).toEqual({ ok: false, problem: "too_large" });
    expect(big.text).not.toHaveBeenCalled();
    const small = new File([JSON.stringify({ basics: { name: "Ada" } })], "ada.json", { type: "application/json" });
    expect(await readJsonResumeFile(small)).toMatchObject({ ok: true, name: "Ada" });
  });

  it("names a file without its extension", () => {
    expect(fileStem("Jane Doe CV.pdf")).toBe("Jane Doe CV");
    expect(fileStem("cv.final.docx")).toBe("cv.final");
  });
});
