@header @scroll-lock
Feature: The page stays still while a menu or the search is open
  Opening a menu or the search locks the page's scrolling, so the visitor's
  place on the page is where they left it; closing unlocks it.

  @clause:STATE-8 @clause:CHROME-5
  Scenario Outline: Opening the menu "<menu>" locks the page; closing it unlocks
    Given a visitor opens the home page
    When the visitor opens the menu "<menu>"
    Then the page does not scroll
    When the visitor clicks "<menu>" in the main menu
    Then the page scrolls again

    Examples:
      | menu      |
      | Modelos   |
      | Mundo MIT |

  @mobile @clause:STATE-8 @clause:STATE-9
  Scenario: Opening the mobile menu locks the page; closing it unlocks
    Given a visitor opens the home page
    When the visitor opens the mobile menu
    Then the page does not scroll
    When the visitor closes the mobile menu
    Then the page scrolls again

  @clause:STATE-8 @clause:CHROME-6
  Scenario Outline: Opening the search locks the page; closing it unlocks (<device>)
    Given a visitor opens the home page
    When the visitor opens the search
    Then the page does not scroll
    When the visitor closes the search
    Then the page scrolls again

    Examples:
      | device  |
      | desktop |

    @mobile
    Examples:
      | device |
      | phone  |

  @clause:STATE-8
  Scenario Outline: Opening <what> further down the page keeps the visitor's place (<device>)
    Given a visitor opens the home page
    When the visitor scrolls down the page
    And the visitor opens <what>
    Then the page does not scroll
    And the page is where the visitor left it

    Examples:
      | device  | what       |
      | desktop | the search |

    @mobile
    Examples:
      | device | what            |
      | phone  | the mobile menu |
