// Google sign-in by the OpenID Connect authorization code flow with PKCE, state and nonce (openid-client 6).
// Configured by GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER (default Google) and PUBLIC_URL.
import * as oidc from 'openid-client';
import { identityApi } from '@taxapp/contracts/api/identity';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** The origin the browser uses (the gateway), e.g. http://localhost:3000. */
  publicUrl: string;
}

export const GOOGLE_CALLBACK_PATH = identityApi.googleCallback.path;

/** The configuration from the environment, or null when Google sign-in is not configured. */
export function googleConfigFromEnv(env: NodeJS.ProcessEnv, defaultPublicUrl: string): GoogleConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    issuer: env.GOOGLE_ISSUER || 'https://accounts.google.com',
    publicUrl: (env.PUBLIC_URL || defaultPublicUrl).replace(/\/$/, ''),
  };
}

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
}

export class GoogleSignIn {
  private discovered?: Promise<oidc.Configuration>;

  constructor(readonly config: GoogleConfig) {}

  get redirectUri(): string {
    return `${this.config.publicUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  private configuration(): Promise<oidc.Configuration> {
    this.discovered ??= oidc
      .discovery(
        new URL(this.config.issuer),
        this.config.clientId,
        this.config.clientSecret,
        undefined,
        // Plain http is only for a local issuer (tests, a mock server on this machine).
        new URL(this.config.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        this.discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return this.discovered;
  }

  /** The provider URL to send the browser to, and the checks to keep in the session until the callback. */
  async start(): Promise<{ url: string; checks: { state: string; nonce: string; codeVerifier: string } }> {
    const configuration = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    return { url: url.href, checks: { state, nonce, codeVerifier } };
  }

  /** Exchanges the code of the callback URL and verifies the ID token (signature by JWKS, iss, aud, nonce). */
  async finish(callbackQuery: string, checks: { state: string; nonce: string; codeVerifier: string }): Promise<GoogleIdentity> {
    const configuration = await this.configuration();
    const currentUrl = new URL(`${this.redirectUri}${callbackQuery}`);
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return {
      sub: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    };
  }
}
