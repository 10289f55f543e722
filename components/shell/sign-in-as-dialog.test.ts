import { ApiError } from "@/lib/api/request";
import { impersonationErrorKey } from "./sign-in-as-dialog";

const refusal = (status: number, code: string) => new ApiError(status, { error: { code, message: "x" } });

describe("impersonationErrorKey", () => {
  it("names each refusal of sign-in-as, so the dialog can say it", () => {
    expect(impersonationErrorKey(refusal(404, "not_found"))).toBe("notFound");
    expect(impersonationErrorKey(refusal(403, "impersonate_admin"))).toBe("targetAdmin");
    expect(impersonationErrorKey(refusal(403, "impersonate_self"))).toBe("self");
    expect(impersonationErrorKey(refusal(403, "nested_impersonation"))).toBe("nested");
    expect(impersonationErrorKey(refusal(403, "admin_only"))).toBe("adminOnly");
    expect(impersonationErrorKey(refusal(503, "service_unavailable"))).toBe("failed");
    expect(impersonationErrorKey(new TypeError("Failed to fetch"))).toBe("failed");
  });
});
