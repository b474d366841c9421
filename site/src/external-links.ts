/**
 * Addresses outside the site. They carry no tracking parameters (only internal
 * links do) and each can be set per deployment through the environment.
 */
export const EXTERNAL_LINKS = {
  customerArea: process.env.GATSBY_CUSTOMER_AREA_URL ?? "https://cliente.mitsubishimotors.com.br",
  privacyChannel: process.env.GATSBY_PRIVACY_CHANNEL_URL ?? "https://privacidade.mitsubishimotors.com.br/solicitacao",
  appStore: "https://apps.apple.com/br/app/mitsubishi-motors-brasil/id0000000000",
  googlePlay: "https://play.google.com/store/apps/details?id=br.com.mitsubishimotors.app",
  instagram: "https://www.instagram.com/mitsubishimotorsbr",
  facebook: "https://www.facebook.com/MitsubishiMotorsBrasil",
  youtube: "https://www.youtube.com/@mitsubishimotorsbrasil",
} as const;
