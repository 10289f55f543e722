"use client";

// SWR's hooks behind a client boundary. The resource modules in lib/api also give server pages their
// SWR keys, and on the server "swr" exports no hooks: reached through here, they stay client-side.
export { default as useSWR, useSWRConfig } from "swr";
export { default as useSWRInfinite } from "swr/infinite";
