/**
 * A hosted challenge's token (Cloudflare Turnstile or hCaptcha), when the API is configured
 * with one: the provider's script (the API's Content-Security-Policy names its hosts only then),
 * a widget that stays invisible unless the provider wants an interaction, and its token.
 */
type Provider = 'turnstile' | 'hcaptcha';

interface WidgetOptions {
  sitekey: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
  [option: string]: unknown;
}
interface HostedApi {
  render(container: HTMLElement, options: WidgetOptions): string;
  execute?(id: string): void;
}

const scripts: Record<Provider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

const loaded: Partial<Record<Provider, Promise<HostedApi>>> = {};

function load(provider: Provider): Promise<HostedApi> {
  loaded[provider] ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scripts[provider];
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as Record<Provider, HostedApi | undefined>)[provider];
      if (api) resolve(api);
      else reject(new Error(`${provider} did not load`));
    };
    script.onerror = () => {
      delete loaded[provider];
      reject(new Error(`${provider} did not load`));
    };
    document.head.append(script);
  });
  return loaded[provider];
}

export async function hostedToken(provider: Provider, siteKey: string): Promise<string | null> {
  const api = await load(provider).catch(() => null);
  if (!api) return null;
  // Where the provider can show its check if it asks for one: over the page, in a corner.
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:1000';
  document.body.append(box);
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      box.remove();
      resolve(token);
    };
    const options: WidgetOptions = {
      sitekey: siteKey,
      callback: done,
      'error-callback': () => done(null),
      'expired-callback': () => done(null),
      ...(provider === 'turnstile'
        ? { appearance: 'interaction-only' }
        : { size: 'invisible', 'close-callback': () => done(null) }),
    };
    const id = api.render(box, options);
    if (provider === 'hcaptcha') api.execute?.(id);
  });
}
