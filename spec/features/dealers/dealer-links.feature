@dealers
Feature: Reaching a dealer
  Each dealer of the finder can be called, reached on WhatsApp or found on a
  map in one tap, and is described to search engines; the page itself embeds no
  map and contacts no other site as it loads.

  @clause:DEALER-4
  Rule: DEALER-4 Each dealer offers three plain links: a call (tel:+55…), a WhatsApp chat (https://wa.me/55…) and its place on the map (https://www.google.com/maps/search/?api=1&query=lat,lng).
    Refines ROUTE-3.
    Why: A visitor on a phone calls, writes to or drives to a dealer in one tap.

    Scenario: Each dealer can be called, reached on WhatsApp and found on the map
      When a visitor opens "/concessionarias"
      Then the dealer "Guanabara Mitsubishi Niterói" offers a call to "tel:+552127040500", a WhatsApp chat at "https://wa.me/5521927040500" and its place on the map at "https://www.google.com/maps/search/?api=1&query=-22.903,-43.108"
      And every dealer listed offers a call, a WhatsApp chat and the map

  @clause:DEALER-8 @needs-request-log
  Rule: DEALER-8 The dealer finder embeds no map and contacts no other site as it loads: the map opens only when the visitor follows a dealer's link.
    Refines ROUTE-3.
    Why: An embedded map would tell a third party of every visit and slow the page on a phone.

    Scenario: The dealer finder loads nothing from another site
      When a visitor opens "/concessionarias"
      Then the page made no request to another site

  @clause:DEALER-5
  Rule: DEALER-5 Each dealer is described to search engines as an AutoDealer with its name, the address of its card on the site, telephone, PostalAddress, GeoCoordinates, map link, the brand and the services it offers.
    Refines ROUTE-3.
    Why: Search engines show dealers to visitors who look for them by place.

    Scenario: Each dealer is described to search engines
      When a visitor opens "/concessionarias"
      Then the page describes each dealer to search engines as an AutoDealer
