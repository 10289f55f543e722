import { ApiError } from "@/lib/api/request";
import { isSlowConnection, retryDelay, SESSION_SWR_OPTIONS, SUBSCRIPTION_SWR_OPTIONS, swrOptions } from "./options";

describe("SWR options", () => {
  it("uses the standard timings on a normal connection", () => {
    expect(swrOptions(false)).toMatchObject({ dedupingInterval: 2000, focusThrottleInterval: 5000, loadingTimeout: 3000, errorRetryInterval: 5000 });
  });

  it("waits longer on slow connections", () => {
    expect(swrOptions(true)).toMatchObject({ loadingTimeout: 5000, errorRetryInterval: 10000 });
  });

  it("detects slow connections from navigator.connection", () => {
    expect(isSlowConnection({ connection: { effectiveType: "2g" } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: "slow-2g" } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: "4g", saveData: true } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: "4g" } })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it("backs off exponentially from the base interval and never retries client errors", () => {
    expect([1, 2, 3, 4].map((count) => retryDelay(new Error("network"), count, 5000))).toEqual([5000, 10000, 20000, 40000]);
    expect(retryDelay(new ApiError(500, null), 1, 10000)).toBe(10000);
    expect(retryDelay(new ApiError(404, null), 1, 5000)).toBeNull();
    expect(retryDelay(new ApiError(401, null), 1, 5000)).toBeNull();
  });

  it("schedules a retry through onErrorRetry only for retryable errors", () => {
    jest.useFakeTimers();
    const revalidate = jest.fn();
    const { onErrorRetry } = swrOptions(false);
    onErrorRetry!(new Error("network"), "k", {} as never, revalidate, { retryCount: 2, dedupe: true });
    onErrorRetry!(new ApiError(403, null), "k", {} as never, revalidate, { retryCount: 1, dedupe: true });
    jest.advanceTimersByTime(9999);
    expect(revalidate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it("never revalidates session data, and revalidates subscriptions on focus", () => {
    expect(SESSION_SWR_OPTIONS).toMatchObject({ revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false });
    expect(SUBSCRIPTION_SWR_OPTIONS).toMatchObject({ revalidateOnFocus: true });
  });
});
