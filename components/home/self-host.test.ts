import fs from "node:fs";
import path from "node:path";
import { LOCAL_ADDRESS, NODE_MAJOR, START_COMMAND } from "./self-host";

const readme = fs.readFileSync(path.join(process.cwd(), "README.md"), "utf8");
const packageJson = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { engines: { node: string } };

describe("the home page's self-hosting facts", () => {
  it("shows the README's first command exactly", () => {
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const firstLine = firstBlock.split("\n")[0]!.replace(/\s+#.*$/, "");
    expect(START_COMMAND).toBe(firstLine);
  });

  it("names the Node version the README and package.json require", () => {
    expect(readme).toContain(`Node ${NODE_MAJOR} or newer`);
    expect(packageJson.engines.node).toMatch(new RegExp(`^>=${NODE_MAJOR}(\\.|$)`));
  });

  it("gives the address the README says the app starts at", () => {
    expect(readme).toContain(`runs the app at ${LOCAL_ADDRESS}`);
  });
});
