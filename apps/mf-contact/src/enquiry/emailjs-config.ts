/**
 * EmailJS settings, set at mf-contact's build from VITE_EMAILJS_* variables
 * (see .env.example). They are public by design: EmailJS restricts use by domain.
 */
export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export class MissingEmailJsConfigError extends Error {
  override name = 'MissingEmailJsConfigError';
}

export function emailJsConfigFrom(env: Record<string, string | undefined>): EmailJsConfig {
  const config = {
    serviceId: env.VITE_EMAILJS_SERVICE_ID ?? '',
    templateId: env.VITE_EMAILJS_TEMPLATE_ID ?? '',
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY ?? '',
  };
  const missing = Object.entries(config)
    .filter(([, value]) => value.trim() === '')
    .map(([key]) => key);
  if (missing.length > 0) {
    throw new MissingEmailJsConfigError(
      `EmailJS is not configured for this build (missing ${missing.join(', ')}); see apps/mf-contact/.env.example`,
    );
  }
  return config;
}

/**
 * Whether this build can send at all: a local site built without mf-contact/.env cannot,
 * and its form says so (`data-enquiry-form="unconfigured"`), so a smoke run on it checks
 * every page but the send.
 */
export function emailJsConfigured(env: Record<string, string | undefined>): boolean {
  try {
    emailJsConfigFrom(env);
    return true;
  } catch {
    return false;
  }
}
