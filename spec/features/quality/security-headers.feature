@quality @security
Feature: Security headers on every answer
  The site runs only the scripts it ships. Every page says so in its
  Content-Security-Policy, listing the fingerprints of its own inline scripts,
  and asks browsers not to guess content types, not to leak addresses, not to
  give pages the camera or the location, and never to frame the site. These
  are engineering rules, kept by the reference server and, through the headers
  file the build writes, by a static host.

  @clause:SEC-1
  Rule: SEC-1 Every page is served with a Content-Security-Policy that allows no inline script but the exact ones the page carries (their SHA-256 hashes, computed as the site is built), forbids other sites to frame it (frame-ancestors 'none'), plugins and foreign base addresses, and no page logs a violation of it.

    Scenario Outline: Pages forbid foreign and injected scripts
      When a browser asks for "<page>"
      Then the answer forbids inline scripts other than the page's own
      And the answer forbids other sites to frame it
      And the answer forbids plugins and foreign base addresses

      Examples:
        | page                                 |
        | /                                    |
        | /suv-e-crossovers/pajero-sport       |
        | /informacoes-pre-atendimento/cotacao |
        | /pagina-que-nao-existe               |

    @needs-virtual-clock
    Scenario: A page runs with its policy and without violations, the code it loads on demand too
      Given a visitor opens "/suv-e-crossovers/pajero-sport"
      And the city selection has opened by itself
      When the visitor looks for the city "Curitiba"
      And the visitor closes the city selection
      And the visitor opens the search
      And the visitor searches for "triton"
      Then the page ran without a content-security violation

  @clause:SEC-2
  Rule: SEC-2 Every answer carries X-Content-Type-Options 'nosniff', a Referrer-Policy, a Permissions-Policy that turns off the camera, the microphone, geolocation and payment, and, over https, Strict-Transport-Security.

    Scenario Outline: Every answer carries the protective headers: <answer>
      When a browser asks for "<address>"
      Then the answer carries the header "X-Content-Type-Options" with "nosniff"
      And the answer carries the header "Referrer-Policy" with "strict-origin-when-cross-origin"
      And the answer carries the header "Permissions-Policy" with "camera=()"
      And the answer carries the header "Permissions-Policy" with "microphone=()"
      And the answer carries the header "Permissions-Policy" with "geolocation=()"
      And the answer carries the header "Permissions-Policy" with "payment=()"

      Examples:
        | answer                    | address                |
        | a page                    | /ofertas               |
        | the page not found        | /pagina-que-nao-existe |
        | robots.txt                | /robots.txt            |
        | the sitemap               | /sitemap.xml           |
        | the icon                  | /favicon.svg           |
        | the API, to a wrong verb  | /api/lead/v1.0/        |
        | a redirect to one address | /ofertas/              |

    Scenario: A script the page loads carries the protective headers too
      When a browser asks for the first script "/" loads
      Then the answer carries the header "X-Content-Type-Options" with "nosniff"
      And the answer carries the header "Referrer-Policy" with "strict-origin-when-cross-origin"
      And the answer carries the header "Permissions-Policy" with "microphone=()"

    Scenario: Over https the site asks browsers to stay on https
      When a browser asks for "/" over https
      Then the answer carries the header "Strict-Transport-Security" with a max-age above 0

  @clause:SEC-3
  Rule: SEC-3 The build also writes the same headers in the headers file that static hosts read (the format of Netlify and Cloudflare Pages), so a static host sends what the reference server sends, and that file itself is never served.

    Scenario: The headers file for static hosts is not served
      When a browser asks for "/_headers"
      Then the answer is a 404
