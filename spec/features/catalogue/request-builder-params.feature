@catalogue @no-browser
Feature: What the request builder's requests carry: headers, params, refusals
  The source's request builder (§7) sends default headers with every request,
  and puts the params in the query string of a GET and in the body of a PUT or
  a POST. The project decides where DELETE puts them, and that a request the
  table cannot build is refused rather than sent to a malformed address. The
  builder is asked directly, with no browser and no host set for any service.

  @clause:CALL-4
  Rule: CALL-4 Default headers: accept all, and no-cache.

    Scenario Outline: A <method> request accepts all and asks for no cached answer
      When the request builder builds a "<method>" request to "portal", "contact"
      Then the request's headers include:
        | Accept        | */*      |
        | Cache-Control | no-cache |

      Examples:
        | method |
        | GET    |
        | PUT    |
        | POST   |
        | DELETE |

    Scenario: A header of the request's own comes beside the default ones
      When the request builder builds a "GET" request to "auth", "" with the header "Authorization" set to "Bearer abc"
      Then the request's headers are:
        | Accept        | */*        |
        | Cache-Control | no-cache   |
        | Authorization | Bearer abc |

  @clause:CALL-5
  Rule: CALL-5 GET sends params as the query string.

    Scenario: GET sends its params as the query string, after the path
      When the request builder builds a "GET" request to "search", "dealer" with the params:
        | cidade | São Paulo  |
        | marca  | mitsubishi |
      Then the request's address is "/search/api/dealer/v1.0?cidade=S%C3%A3o+Paulo&marca=mitsubishi"
      And the request has no body
      When the request builder builds a "GET" request to "search", "dealer", path "42", with the params:
        | cidade | Belém |
      Then the request's address is "/search/api/dealer/v1.0/42?cidade=Bel%C3%A9m"

  @clause:CALL-6
  Rule: CALL-6 PUT and POST send params as the body.

    Scenario Outline: <method> sends its params as the body
      When the request builder builds a "<method>" request to "portal", "lead", path "42", with the params:
        | nome   | Ana Souza |
        | cidade | São Paulo |
      Then the request's address is "/api/lead/v1.0/42"
      And the request's body holds:
        | nome   | Ana Souza |
        | cidade | São Paulo |

      Examples:
        | method |
        | PUT    |
        | POST   |

  @clause:CAT-8
  Rule: CAT-8 DELETE sends its params as the query string, like GET, and never a body.
    Refines CALL-1, CALL-5.
    Why: The source does not say where DELETE puts its params, and many servers ignore a body on DELETE.

    Scenario: DELETE sends its params as the query string, never as a body
      When the request builder builds a "DELETE" request to "portal", "lead", path "42", with the params:
        | motivo | duplicado |
      Then the request's address is "/api/lead/v1.0/42?motivo=duplicado"
      And the request has no body

  @clause:CAT-9
  Rule: CAT-9 The request builder refuses an unknown method, service kind or section, and a path segment that is empty, '.', '..' or not encodable, with an error that says which, and never builds a malformed address.
    Refines CALL-1, CALL-2, CALL-3.
    Why: A malformed address would call the wrong service without anyone noticing.

    Scenario Outline: The builder refuses <what>, and says which
      When the request builder builds a "<method>" request to "<kind>", "<section>", path "<segment>"
      Then the builder refuses it, naming '<named>'

      Examples:
        | what                              | method | kind       | section  | segment | named    |
        | a method the source does not name | PATCH  | portal     | lead     | 42      | PATCH    |
        | a method in lower case            | get    | portal     | lead     | 42      | get      |
        | an unknown service kind           | GET    | ftp        | images   | 42      | ftp      |
        | a section the kind does not have  | GET    | multimedia | videos   | 42      | videos   |
        | a name every object has           | GET    | portal     | toString | 42      | toString |
        | an empty path segment             | GET    | portal     | lead     |         | ""       |
        | the path segment "."              | GET    | portal     | lead     | .       | "."      |
        | the path segment ".."             | GET    | portal     | lead     | ..      | ".."     |

  @clause:CALL-7
  Rule: CALL-7 Image: GET {multimedia}/api/images/v1.0/{id}.

    Scenario: An image is a GET of its id under the images base
      When the request builder builds a "GET" request to "multimedia", "images", path "pajero-sport-hero"
      Then the request's address is "/api/images/v1.0/pajero-sport-hero"
