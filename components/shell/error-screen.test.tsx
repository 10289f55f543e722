import { renderToStaticMarkup } from "react-dom/server";
import en from "@/messages/en.json";
import { ErrorScreen, errorScreenActions } from "./error-screen";

describe("ErrorScreen", () => {
  it("shows the error text (spelled right) and its two buttons", () => {
    const html = renderToStaticMarkup(<ErrorScreen texts={en.ErrorScreen} />);
    expect(html).toContain("Whoops, an unexpected error has occurred");
    expect(html).toMatch(/<button[^>]*>Refresh page<\/button>/);
    expect(html).toMatch(/<button[^>]*>Go back<\/button>/);
    expect(html).not.toContain("<main");
  });

  it("stands on its own (a main landmark) when the shell is not there", () => {
    expect(renderToStaticMarkup(<ErrorScreen texts={en.ErrorScreen} standalone />)).toContain("<main");
  });

  it("reloads the page on Refresh page and goes to / on Go back", () => {
    const location = { reload: jest.fn(), assign: jest.fn() };
    errorScreenActions.refresh(location);
    errorScreenActions.back(location);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.assign).toHaveBeenCalledWith("/");
  });
});
