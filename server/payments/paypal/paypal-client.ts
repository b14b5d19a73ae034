// One PayPal connection: the official SDK for what it covers (orders, captures, billing plans, subscriptions)
// and plain REST calls for what it does not (catalog products, webhook signature verification, refunds of
// subscription sales), both on the same OAuth token, so a process asks PayPal for one token at a time.
import {
  Client,
  Environment,
  type OAuthToken,
  OrdersController,
  PaymentsController,
  SubscriptionsController,
} from '@paypal/paypal-server-sdk';

export interface PayPalConnectionOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
}

/** A PayPal REST error, with PayPal's own error name (RESOURCE_NOT_FOUND, ORDER_ALREADY_CAPTURED...). */
export class PayPalApiError extends Error {
  override name = 'PayPalApiError';
  constructor(
    readonly status: number,
    readonly errorName: string | null,
    message: string,
    readonly debugId: string | null,
  ) {
    super(message);
  }
}

export interface PayPalConnection {
  orders: OrdersController;
  payments: PaymentsController;
  subscriptions: SubscriptionsController;
  baseUrl: string;
  /** A REST call outside the SDK; answers the parsed JSON body (null for 204). */
  rest(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<unknown>;
  /** A REST call whose JSON body is already serialised (the webhook verification embeds the raw event). */
  restRaw(method: 'POST', path: string, jsonBody: string): Promise<unknown>;
}

export function paypalBaseUrl(environment: 'sandbox' | 'production'): string {
  return environment === 'production' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
}

/** Seconds before expiry a token is replaced, so a request never leaves with a token about to lapse. */
const TOKEN_CLOCK_SKEW_SECONDS = 60;

export function connectPayPal(options: PayPalConnectionOptions): PayPalConnection {
  let token: OAuthToken | undefined;
  let pending: Promise<OAuthToken> | null = null;

  const sdk: Client = new Client({
    environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 30_000,
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId,
      oAuthClientSecret: options.clientSecret,
      oAuthClockSkew: TOKEN_CLOCK_SKEW_SECONDS,
      oAuthTokenProvider: () => accessToken(),
    },
  });

  /** The cached token, or one fresh token shared by every caller waiting for it. */
  function accessToken(): Promise<OAuthToken> {
    const manager = sdk.clientCredentialsAuthManager;
    if (token && manager.isValid(token) && !manager.isExpired(token)) return Promise.resolve(token);
    pending ??= manager
      .fetchToken()
      .then((fresh) => {
        token = fresh;
        return fresh;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  const baseUrl = paypalBaseUrl(options.environment);

  async function send(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ) {
    const { accessToken: bearer } = await accessToken();
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const error = (parsed ?? {}) as { name?: unknown; message?: unknown; debug_id?: unknown };
      throw new PayPalApiError(
        response.status,
        typeof error.name === 'string' ? error.name : null,
        `PayPal ${method} ${path} answered ${response.status}: ${typeof error.message === 'string' ? error.message : text}`,
        typeof error.debug_id === 'string' ? error.debug_id : null,
      );
    }
    return parsed;
  }

  return {
    orders: new OrdersController(sdk),
    payments: new PaymentsController(sdk),
    subscriptions: new SubscriptionsController(sdk),
    baseUrl,
    rest: (method, path, body, headers = {}) =>
      send(method, path, body === undefined ? undefined : JSON.stringify(body), headers),
    restRaw: (method, path, jsonBody) => send(method, path, jsonBody, {}),
  };
}
