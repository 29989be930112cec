import type { PostalAddress, SiteConfig } from 'shared-types';

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`;
}

export function telHref(site: SiteConfig): string {
  return `tel:${site.phoneE164}`;
}

export function whatsappHref(site: SiteConfig, message?: string): string {
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${site.whatsappNumber}${text}`;
}

export function mailtoHref(site: SiteConfig): string {
  return `mailto:${site.email}`;
}
