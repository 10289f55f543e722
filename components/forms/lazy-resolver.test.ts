import { zodResolver } from "@hookform/resolvers/zod";
import type { ResolverOptions } from "react-hook-form";
import { z } from "zod";
import { loginSchema } from "@/lib/contracts/auth";
import { lazyZodResolver } from "./lazy-resolver";

type Login = z.input<typeof loginSchema>;
const options: ResolverOptions<Login> = { fields: {}, shouldUseNativeValidation: false, criteriaMode: "firstError" };

const countingLoader = <T>(schema: T) => {
  const load = jest.fn(async () => schema);
  return load;
};

describe("lazyZodResolver", () => {
  it("gives zodResolver's transformed values for valid input", async () => {
    const values = { email: "  Ana@Example.COM ", password: "secret" };
    const lazy = lazyZodResolver(countingLoader(loginSchema));
    const expected = await zodResolver(loginSchema)(values, undefined, options);
    const result = await lazy(values, undefined, options);
    expect(result).toEqual(expected);
    // The email is trimmed and lowered: the output is the schema's, not the raw input.
    expect(result.values).toEqual({ email: "ana@example.com", password: "secret" });
  });

  it("gives zodResolver's errors for invalid input", async () => {
    const values = { email: "not an address", password: "" };
    const lazy = lazyZodResolver(countingLoader(loginSchema));
    const expected = await zodResolver(loginSchema)(values, undefined, options);
    const result = await lazy(values, undefined, options);
    expect(result).toEqual(expected);
    expect(result.values).toEqual({});
    expect(Object.keys(result.errors).sort()).toEqual(["email", "password"]);
    expect(result.errors.password?.message).toBe("password_required");
  });

  it("keeps every issue of a field when asked for all criteria", async () => {
    const schema = z.object({ code: z.string().min(3, "short").regex(/^\d+$/, "digits") });
    const all: ResolverOptions<{ code: string }> = { fields: {}, shouldUseNativeValidation: false, criteriaMode: "all" };
    const expected = await zodResolver(schema)({ code: "a" }, undefined, all);
    expect(await lazyZodResolver(countingLoader(schema))({ code: "a" }, undefined, all)).toEqual(expected);
  });

  it("loads the schema once, whatever the number of validations and preloads", async () => {
    const load = countingLoader(loginSchema);
    const lazy = lazyZodResolver(load);
    const again = lazyZodResolver(load);
    await Promise.all([lazy.preload(), lazy({ email: "a@b.co", password: "x" }, undefined, options), again.preload()]);
    await lazy({ email: "", password: "" }, undefined, options);
    await again({ email: "a@b.co", password: "y" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("validates when called before the preload has finished", async () => {
    let release: (schema: typeof loginSchema) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof loginSchema>((resolve) => (release = resolve)));
    const lazy = lazyZodResolver(load);
    const preloading = lazy.preload();
    const validating = lazy({ email: "A@B.CO", password: "pw" }, undefined, options);
    release(loginSchema);
    await preloading;
    await expect(validating).resolves.toEqual({ values: { email: "a@b.co", password: "pw" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("validates without any preload", async () => {
    const result = await lazyZodResolver(countingLoader(loginSchema))({ email: "", password: "pw" }, undefined, options);
    expect(result.errors.email?.message).toBe("email_invalid");
  });

  it("loads again after a failed load", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(loginSchema);
    const lazy = lazyZodResolver(load as () => Promise<typeof loginSchema>);
    await expect(lazy.preload()).rejects.toThrow("chunk failed");
    await expect(lazy({ email: "a@b.co", password: "pw" }, undefined, options)).resolves.toEqual({ values: { email: "a@b.co", password: "pw" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
