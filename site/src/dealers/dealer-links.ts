import { phoneDigits } from "../../../contracts/phone-writing";

/**
 * Where a dealer's links lead. External addresses only, opened on the visitor's
 * click: the dealer finder embeds no map and calls no third party on load.
 */

/** A phone number as a `tel:` address, in international form (+55, the DDD, the number). */
export function telAddress(phone: string): string {
  return `tel:+55${phoneDigits(phone)}`;
}

/** A conversation with the number on WhatsApp (its click-to-chat address takes the digits with the country code). */
export function whatsappAddress(mobile: string): string {
  return `https://wa.me/55${phoneDigits(mobile)}`;
}

/** The place on Google Maps, by its coordinates (Maps URLs, no API key, nothing loaded until followed). */
export function mapAddress({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
