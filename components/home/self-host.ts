// What the home page tells a self-hoster, as the README says it (self-host.test.ts holds them together).

/** The README's first line: install, then build and start in one process. */
export const START_COMMAND = "npm install && npm start";
/** The oldest Node major the README promises. */
export const NODE_MAJOR = "20";
/** Where `npm start` serves the app with the default PORT. */
export const LOCAL_ADDRESS = "http://localhost:3000";
