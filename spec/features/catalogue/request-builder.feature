@catalogue @no-browser
Feature: The request builder's methods and bases, against the source's table
  Of the site's calls, the source shows only a request builder and the table it
  builds addresses from (§7): four methods and a base for each service kind and
  section. These rules hold that table as the source writes it, so a product
  owner can read one against the other; the checks of the builder read their
  expected bases here too. The builder is asked directly, with no browser and
  no host set for any service, so each address reads as the table writes it.

  @clause:CALL-1
  Rule: CALL-1 A request builder builds GET, PUT, POST and DELETE requests.

    Scenario Outline: The builder builds a <method> request
      When the request builder builds a "<method>" request to "search", "vehicle"
      Then the request's method is "<method>"

      Examples:
        | method |
        | GET    |
        | PUT    |
        | POST   |
        | DELETE |

  @clause:CALL-2
  Rule: CALL-2 The base is chosen by a service kind and a section: multimedia images /api/images/v1.0; multimedia media /api/media/v1.0; portal lead /api/lead/v1.0/; portal contact /api/contact/v1.0; portal service /api/service/v1.0; portal review /api/review/v1.0; auth /token; search (default) /search/api/{section}/v1.0.

    Scenario Outline: <kind>, <section> calls <base>
      When the request builder builds a "GET" request to "<kind>", "<section>"
      Then the request's address is "<base>"

      # The source's search row is its default: every section but vehicleModels (CALL-3); news stands for them here.
      Examples:
        | kind       | section | base                  |
        | multimedia | images  | /api/images/v1.0      |
        | multimedia | media   | /api/media/v1.0       |
        | portal     | lead    | /api/lead/v1.0/       |
        | portal     | contact | /api/contact/v1.0     |
        | portal     | service | /api/service/v1.0     |
        | portal     | review  | /api/review/v1.0      |
        | auth       |         | /token                |
        | search     | news    | /search/api/news/v1.0 |

  @clause:CALL-3
  Rule: CALL-3 Search sections: vehicleModels (/search/api/vehicle/v1.0/CAR/models), vehicle, deal, dealer, location, news, presskit, price, recall, review, subscription, search, servicePDF, press, config, event, ambassador, partner.

    Scenario Outline: search, <section> calls <base>
      When the request builder builds a "GET" request to "search", "<section>"
      Then the request's address is "<base>"

      Examples:
        | section       | base                                |
        | vehicleModels | /search/api/vehicle/v1.0/CAR/models |
        | vehicle       | /search/api/vehicle/v1.0            |
        | deal          | /search/api/deal/v1.0               |
        | dealer        | /search/api/dealer/v1.0             |
        | location      | /search/api/location/v1.0           |
        | news          | /search/api/news/v1.0               |
        | presskit      | /search/api/presskit/v1.0           |
        | price         | /search/api/price/v1.0              |
        | recall        | /search/api/recall/v1.0             |
        | review        | /search/api/review/v1.0             |
        | subscription  | /search/api/subscription/v1.0       |
        | search        | /search/api/search/v1.0             |
        | servicePDF    | /search/api/servicePDF/v1.0         |
        | press         | /search/api/press/v1.0              |
        | config        | /search/api/config/v1.0             |
        | event         | /search/api/event/v1.0              |
        | ambassador    | /search/api/ambassador/v1.0         |
        | partner       | /search/api/partner/v1.0            |
