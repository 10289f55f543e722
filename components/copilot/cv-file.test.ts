import { ApiError } from "@/lib/api/request";
import { checkCvFile, describeUploadError } from "./cv-file";

describe("checkCvFile", () => {
  it("lets PDF and DOCX files up to 5 MB through", () => {
    expect(checkCvFile({ name: "cv.pdf", size: 1000 })).toBeNull();
    expect(checkCvFile({ name: "CV Final.DOCX", size: 5 * 1024 * 1024 })).toBeNull();
  });

  it("refuses large, empty and other files before uploading", () => {
    expect(checkCvFile({ name: "cv.pdf", size: 5 * 1024 * 1024 + 1 })).toEqual({ key: "too_large" });
    expect(checkCvFile({ name: "cv.pdf", size: 0 })).toEqual({ key: "empty_file" });
    expect(checkCvFile({ name: "cv.doc", size: 10 })).toEqual({ key: "unsupported_type" });
    expect(checkCvFile({ name: "photo.png", size: 10 })).toEqual({ key: "unsupported_type" });
  });
});

describe("describeUploadError", () => {
  const apiError = (status: number, code: string, message = "Server words.") => new ApiError(status, { error: { code, message } });

  it("names the known refusals by code", () => {
    expect(describeUploadError(apiError(422, "encrypted"))).toEqual({ key: "encrypted" });
    expect(describeUploadError(apiError(415, "unsupported_type"))).toEqual({ key: "unsupported_type" });
    expect(describeUploadError(apiError(409, "resume_limit"))).toEqual({ key: "resume_limit" });
    expect(describeUploadError(apiError(413, "payload_too_large"))).toEqual({ key: "too_large" });
  });

  it("keeps the server's words for anything else, and hides server failures", () => {
    expect(describeUploadError(apiError(400, "malformed_body", "The upload could not be read."))).toEqual({ raw: "The upload could not be read." });
    expect(describeUploadError(apiError(500, "internal"))).toEqual({ key: "generic" });
    expect(describeUploadError(new TypeError("Failed to fetch"))).toEqual({ key: "network" });
  });
});
