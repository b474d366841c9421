@header @scroll-lock
Feature: The page stays still while a menu, the search or a dialog is open
  Opening a menu or the search locks the page's scrolling, and so do the city
  selection and the cookie preferences; closing them unlocks it. The page stays
  where the visitor left it, so closing finds them where they were.

  @clause:STATE-8
  Rule: STATE-8 Opening a menu or search locks page scrolling.

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

    @mobile
    Scenario: Opening the mobile menu locks the page; closing it unlocks
      Given a visitor opens the home page
      When the visitor opens the mobile menu
      Then the page does not scroll
      When the visitor closes the mobile menu
      Then the page scrolls again

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

  @clause:CHROME-17
  Rule: CHROME-17 The city selection and the cookie preferences lock the page's scrolling as the menus and the search do, and a lock keeps the page where the visitor left it rather than moving it to the top.
    Refines STATE-8.
    Why: A visitor who closes something they opened halfway down a page expects to be where they were.

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

    @needs-virtual-clock
    Scenario: The city selection and the cookie preferences lock the page too
      Given a visitor opens the home page
      When the city selection opens by itself
      Then the page does not scroll
      When the visitor closes the city selection
      Then the page scrolls again
      When the visitor opens the cookie preferences
      Then the page does not scroll
