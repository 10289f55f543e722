import { toggleTarget } from "./toggle-target";

describe("the Login/Sign up toggle", () => {
  it("shows Login on /signup and Sign up elsewhere", () => {
    expect(toggleTarget("/signup", null)).toEqual({ label: "login", href: "/login" });
    expect(toggleTarget("/login", null)).toEqual({ label: "signup", href: "/signup" });
    expect(toggleTarget("/forgot-password", null)).toEqual({ label: "signup", href: "/signup" });
  });

  it("keeps the return path", () => {
    expect(toggleTarget("/login", "/support/review-cv?x=1")).toEqual({ label: "signup", href: "/signup?r=%2Fsupport%2Freview-cv%3Fx%3D1" });
    expect(toggleTarget("/signup", "/applications")).toEqual({ label: "login", href: "/login?r=%2Fapplications" });
  });
});
