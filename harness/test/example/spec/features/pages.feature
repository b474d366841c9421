Feature: The café's pages

  @clause:CAFE-1
  Rule: CAFE-1 The home page names the café in its main heading.

    Scenario: The home page's heading
      When a visitor opens "/"
      Then the main heading reads "The Lighthouse Café"

  @clause:CAFE-2
  Rule: CAFE-2 The home page says when the café is open.

    Scenario: The opening hours on the home page
      When a visitor opens "/"
      Then the page says "every day from 7 to 19"

  @clause:CAFE-3
  Rule: CAFE-3 Every page links to the other.

    Scenario Outline: <page> links to <other>
      When a visitor opens "<page>"
      And follows the link "<link>"
      Then the address is "<other>"

      Examples:
        | page        | link     | other       |
        | /           | About us | /about.html |
        | /about.html | Home     | /           |
