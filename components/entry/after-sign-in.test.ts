import { announceSignIn, EXTENSION_MESSAGE_TYPE, notifyExtension } from "./after-sign-in";

const Sentry = { setUser: jest.fn() };
jest.mock("@/lib/sentry-browser", () => ({ withSentry: (run: (sentry: typeof Sentry) => void) => run(Sentry) }));

type FakeWindow = { postMessage: jest.Mock; location: { origin: string }; chrome?: unknown };
const globals = globalThis as unknown as { window?: FakeWindow };

function fakeWindow(chrome?: unknown): FakeWindow {
  globals.window = { postMessage: jest.fn(), location: { origin: "https://app.example" }, chrome };
  return globals.window;
}

afterEach(() => {
  delete globals.window;
  jest.useRealTimers();
});

const session = {
  user: { id: "u1", email: "ada@example.com", is_admin: false, country: null },
  auth: { access_token: "eyJ.token.sig", expires_in: 900 },
};

describe("after sign-in", () => {
  it("posts the token to the page's own origin for the extension", async () => {
    const win = fakeWindow();
    await notifyExtension("tok", null);
    expect(win.postMessage).toHaveBeenCalledWith({ type: EXTENSION_MESSAGE_TYPE, token: "tok" }, "https://app.example");
  });

  it("sends it through chrome.runtime only with an extension id and a runtime", async () => {
    const sendMessage = jest.fn((_id: string, _message: unknown, reply: () => void) => reply());
    fakeWindow({ runtime: { sendMessage } });
    await notifyExtension("tok", null);
    expect(sendMessage).not.toHaveBeenCalled();
    await notifyExtension("tok", "abcdefghijklmnopabcdefghijklmnop");
    expect(sendMessage).toHaveBeenCalledWith("abcdefghijklmnopabcdefghijklmnop", { type: EXTENSION_MESSAGE_TYPE, token: "tok" }, expect.any(Function));

    fakeWindow({});
    await expect(notifyExtension("tok", "abcdefghijklmnopabcdefghijklmnop")).resolves.toBeUndefined();
  });

  it("never throws and never waits long for an extension that does not answer", async () => {
    jest.useFakeTimers();
    fakeWindow({ runtime: { sendMessage: () => undefined } });
    const pending = notifyExtension("tok", "abcdefghijklmnopabcdefghijklmnop");
    jest.advanceTimersByTime(500);
    await expect(pending).resolves.toBeUndefined();

    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    fakeWindow({
      runtime: {
        sendMessage: () => {
          throw new Error("no extension");
        },
      },
    });
    await expect(notifyExtension("tok", "abcdefghijklmnopabcdefghijklmnop")).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("reports the user to Sentry with id and email", async () => {
    fakeWindow();
    await announceSignIn(session, null);
    expect(Sentry.setUser).toHaveBeenCalledWith({ id: "u1", email: "ada@example.com" });
  });
});
