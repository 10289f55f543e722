import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the part of the Stripe REST API the app uses, speaking it like Stripe does:
 * form-encoded requests with bracketed keys (`items[0][price]`), bearer secret key, JSON objects
 * and `{error: {type, code, message}}` failures. Tests drive what a customer would do on Stripe's
 * pages (pay a checkout, a renewal, a cancellation) through its methods, and sign webhook events
 * with the SDK's own test header, so the app's real SDK calls and signature checks run.
 */

type Params = { [key: string]: string | Params | Params[] | string[] };
type Obj = Record<string, any>;

export type RecordedRequest = { method: string; path: string; params: Params; idempotencyKey: string | undefined };

/** `a[b][0][c]=1` → `{a: {b: [{c: "1"}]}}`, the way Stripe reads its form bodies and queries. */
export function parseStripeParams(search: URLSearchParams): Params {
  const root: Params = {};
  for (const [rawKey, value] of search) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: any = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[index + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

const missing = (kind: string, value: string) => new StripeHttpError(404, "resource_missing", `No such ${kind}: '${value}'`);

/** The end of one billing period of a price from `start` (calendar months like Stripe). */
function periodEnd(startSeconds: number, recurring: { interval: string; interval_count: number }): number {
  const date = new Date(startSeconds * 1000);
  if (recurring.interval === "week") date.setUTCDate(date.getUTCDate() + 7 * recurring.interval_count);
  else if (recurring.interval === "day") date.setUTCDate(date.getUTCDate() + recurring.interval_count);
  else {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + recurring.interval_count * (recurring.interval === "year" ? 12 : 1));
    date.setUTCDate(Math.min(day, new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()));
  }
  return unix(date);
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe(options: { now?: () => Date } = {}) {
  const now = () => unix(options.now?.() ?? new Date());
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  /** The next upgrade's payment fails: the update stays pending, like payment_behavior=pending_if_incomplete. */
  let declineNextUpgrade = false;
  let baseUrl = "";

  const list = (data: Obj[], path: string) => ({ object: "list", data, has_more: false, url: path });
  const get = <T>(map: Map<string, T>, kind: string, key: string) => {
    const value = map.get(key);
    if (!value) throw missing(kind, key);
    return value;
  };
  const metadataOf = (params: Params) => ({ ...((params.metadata as Record<string, string>) ?? {}) });

  function route(method: string, path: string, params: Params): Obj {
    let match: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: id("cus"), object: "customer", email: params.email ?? null, name: params.name ?? null, metadata: metadataOf(params), created: now() };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === "POST" && path === "/v1/products") {
      const productId = (params.id as string) ?? id("prod");
      if (products.has(productId)) throw new StripeHttpError(400, "resource_already_exists", `Product already exists.`);
      if (!params.name) throw new StripeHttpError(400, "parameter_missing", "Missing required param: name.");
      const product = { id: productId, object: "product", name: params.name, active: true, metadata: metadataOf(params) };
      products.set(productId, product);
      return product;
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      const active = params.active === undefined ? undefined : params.active === "true";
      const found = [...prices.values()].filter(
        (price) => (keys.length === 0 || keys.includes(price.lookup_key)) && (active === undefined || price.active === active),
      );
      return list(found.slice(0, Number(params.limit ?? 10)), "/v1/prices");
    }
    if (method === "POST" && path === "/v1/prices") {
      const product = get(products, "product", params.product as string);
      const recurring = params.recurring as { interval: string; interval_count?: string } | undefined;
      if (!recurring?.interval) throw new StripeHttpError(400, "parameter_missing", "Missing required param: recurring[interval].");
      const lookupKey = (params.lookup_key as string) ?? null;
      const taken = [...prices.values()].find((price) => lookupKey && price.lookup_key === lookupKey);
      if (taken) {
        if (params.transfer_lookup_key !== "true") throw new StripeHttpError(400, "lookup_key_exists", "A price with this lookup_key exists.");
        taken.lookup_key = null;
      }
      const price = {
        id: id("price"),
        object: "price",
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        product: product.id,
        lookup_key: lookupKey,
        metadata: metadataOf(params),
        type: "recurring",
        recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) },
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.mode !== "subscription") throw new StripeHttpError(400, "parameter_invalid", "This fake only knows mode=subscription.");
      if (params.customer) get(customers, "customer", params.customer as string);
      const items = (params.line_items as Params[] | undefined) ?? [];
      if (items.length !== 1) throw new StripeHttpError(400, "parameter_invalid", "Expected one line item.");
      const price = get(prices, "price", items[0]!.price as string);
      for (const key of ["success_url", "cancel_url"]) {
        if (typeof params[key] !== "string") throw new StripeHttpError(400, "parameter_missing", `Missing required param: ${key}.`);
      }
      const sessionId = id("cs");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: metadataOf(params),
        subscription: null as string | null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        url: `${baseUrl}/pay/${sessionId}`,
        // Not part of Stripe's answer; kept to build the subscription once paid.
        _price: price.id,
        _subscriptionMetadata: { ...(((params.subscription_data as Params | undefined)?.metadata as Record<string, string>) ?? {}) },
      };
      sessions.set(sessionId, session);
      return session;
    }
    if (method === "GET" && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return get(sessions, "checkout.session", match[1]!);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = get(customers, "customer", params.customer as string);
      const portalId = id("bps");
      return { id: portalId, object: "billing_portal.session", customer: customer.id, return_url: params.return_url, url: `${baseUrl}/portal/${portalId}` };
    }
    if (method === "GET" && (match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return get(subscriptions, "subscription", match[1]!);
    }
    if (method === "POST" && (match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      return updateSubscription(get(subscriptions, "subscription", match[1]!), params);
    }
    throw new StripeHttpError(404, "resource_missing", `Unrecognized request URL (${method}: ${path}).`);
  }

  function updateSubscription(subscription: Obj, params: Params): Obj {
    const item = subscription.items.data[0];
    const items = params.items as Params[] | undefined;
    if (items?.length) {
      const change = items[0]!;
      if (change.id !== item.id) throw missing("subscription_item", String(change.id));
      const price = get(prices, "price", change.price as string);
      const upgrade = price.unit_amount > item.price.unit_amount;
      if (upgrade && params.payment_behavior === "pending_if_incomplete" && declineNextUpgrade) {
        declineNextUpgrade = false;
        subscription.pending_update = { expires_at: now() + 23 * 3600, subscription_items: [{ id: item.id, price }] };
        return subscription;
      }
      const intervalChanged =
        price.recurring.interval !== item.price.recurring.interval || price.recurring.interval_count !== item.price.recurring.interval_count;
      item.price = price;
      // A paid change replaces an earlier one still waiting for payment.
      subscription.pending_update = null;
      // A new interval restarts the billing cycle now, as on Stripe.
      if (intervalChanged) {
        item.current_period_start = now();
        item.current_period_end = periodEnd(now(), price.recurring);
      }
    }
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
    }
    if (params.cancel_at === "") subscription.cancel_at = null;
    if (params.trial_end !== undefined) {
      const trialEnd = Number(params.trial_end);
      if (trialEnd <= now()) throw new StripeHttpError(400, "parameter_invalid", "trial_end must be in the future.");
      subscription.trial_end = trialEnd;
      subscription.status = "trialing";
      item.current_period_start = now();
      item.current_period_end = trialEnd;
    }
    if (params.metadata) subscription.metadata = { ...subscription.metadata, ...metadataOf(params) };
    return subscription;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body = Buffer.concat(chunks).toString("utf8");
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      }
      if (req.method === "POST" && body && !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
        return send(400, { error: { type: "invalid_request_error", message: "Send form-encoded parameters." } });
      }
      const params = parseStripeParams(req.method === "GET" ? url.searchParams : new URLSearchParams(body));
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method ?? "GET", path: url.pathname, params, idempotencyKey });
      try {
        send(200, route(req.method ?? "GET", url.pathname, params));
      } catch (error) {
        if (!(error instanceof StripeHttpError)) {
          send(500, { error: { type: "api_error", message: String(error) } });
          return;
        }
        send(error.status, { error: { type: error.type, code: error.code, message: error.message } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    requests,
    customers,
    prices,
    sessions,
    subscriptions,
    /** The env that points the app at this server. */
    env: () => ({ STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: baseUrl }),

    /** The customer pays on the checkout page: the session completes and its subscription starts. */
    completeCheckout(sessionId: string): { session: Obj; subscription: Obj } {
      const session = get(sessions, "checkout.session", sessionId);
      const price = get(prices, "price", session._price);
      const start = now();
      const subscription = {
        id: id("sub"),
        object: "subscription",
        customer: session.customer,
        status: "active",
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        trial_end: null,
        pending_update: null,
        created: start,
        start_date: start,
        metadata: session._subscriptionMetadata,
        items: {
          object: "list",
          has_more: false,
          data: [{ id: id("si"), object: "subscription_item", price, quantity: 1, current_period_start: start, current_period_end: periodEnd(start, price.recurring) }],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
      return { session, subscription };
    },

    /** Stripe bills the next period: the subscription moves on and the paid invoice is returned. */
    renew(subscriptionId: string): Obj {
      const subscription = get(subscriptions, "subscription", subscriptionId);
      const item = subscription.items.data[0];
      item.current_period_start = item.current_period_end;
      item.current_period_end = periodEnd(item.current_period_start, item.price.recurring);
      if (subscription.status === "trialing") Object.assign(subscription, { status: "active", trial_end: null });
      return {
        id: id("in"),
        object: "invoice",
        status: "paid",
        billing_reason: "subscription_cycle",
        customer: subscription.customer,
        amount_paid: item.price.unit_amount,
        parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      };
    },

    /** The subscription ends on Stripe (period over after cancelling, or cancelled in the dashboard). */
    end(subscriptionId: string): Obj {
      const subscription = get(subscriptions, "subscription", subscriptionId);
      Object.assign(subscription, { status: "canceled", ended_at: now(), canceled_at: subscription.canceled_at ?? now() });
      return subscription;
    },

    declineNextUpgrade() {
      declineNextUpgrade = true;
    },

    /** A webhook delivery of `object` as event `type`: the raw JSON body and its Stripe-Signature header. */
    event(type: string, object: Obj, eventId = id("evt")) {
      const payload = JSON.stringify(
        {
          id: eventId,
          object: "event",
          api_version: Stripe.API_VERSION,
          created: now(),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object: JSON.parse(JSON.stringify(object, (key, value) => (key.startsWith("_") ? undefined : value))) },
        },
        null,
        2,
      );
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      return { id: eventId, payload, signature };
    },

    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
