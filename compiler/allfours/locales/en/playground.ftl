### The site's playground page (tools/playground/): its own words and the steps of its
### hand pane; the page's script fills in each value.

playground-title = Try it
playground-intro = Write a house rule here, in your browser, with nothing to install: every problem is shown as you type, with its fix; the panes show its rulebook, its rule card, a hand played by bots and what the rule changes over a few hundred games.
playground-nojs = The playground runs in your browser and needs JavaScript.
playground-starting = Starting the compiler in your browser…
playground-ready = Ready
playground-clean = No problems found
# $errors: how many errors; $warnings: how many warnings
playground-problems = Errors: { $errors }, warnings: { $warnings }
# $error: what failed, one line
playground-failed = The compiler stopped: { $error }
playground-open = Open
playground-bundled = A bundled variant
playground-new_rule = A new house rule of
playground-share = Share
playground-shared = Link copied
playground-share_link = Link to this file
playground-download_variant = Download the file
playground-download_module = Download the rules module
playground-tidy = Tidy up
playground-editor = Variant file
playground-panes = Outputs
playground-pane_rulebook = Rulebook
playground-pane_card = Rule card
playground-pane_hand = A hand
playground-pane_compare = What it changes
playground-not_compiling = The file has errors: fix them to see this pane.
playground-waiting = Waiting for the compiler…
playground-deal = Deal another hand
playground-games = Games
playground-run = Play the games
# $played: games played so far; $total: games to play
playground-played = { $played } of { $total } games played
playground-change_rules = Change these rules
# $n: a seat's number
playground-player = Player { $n }
# $list: seats' numbers, joined
playground-players = Players { $list }
playground-and = and
# $number: a rule's number (AP-4.2)
playground-rule = Rule { $number }
# $dealer: a player (Player 2)
playground-event_Dealt = { $dealer } deals.
# $seat: a player (Player 2)
playground-event_Bid_pass = { $seat } passes.
playground-event_Bid_take_set = { $seat } takes the set instead of bidding.
# $seat: a player (Player 2); $amount: a number
playground-event_Bid = { $seat } bids { $amount }.
# $seat: a player (Player 2); $price: points
playground-event_SaleAnswered_sell = { $seat } sells the pitch for { $price }.
# $seat: a player (Player 2)
playground-event_SaleAnswered_refuse = { $seat } refuses to sell the pitch.
# $seat: a player (Player 2); $bid: the contract's number
playground-event_Contract = { $seat } pitches, to make { $bid }.
# $seat: a player (Player 2)
playground-event_Contract_none = { $seat } pitches, with no contract.
playground-event_ThrownIn = Everyone passed: the cards are thrown in.
# $card: a card, shown as a symbol
playground-event_CardTurnedUp = Turned up: { $card }.
# $seat: a player (Player 2)
playground-event_Begged_stand = { $seat } stands.
# $seat: a player (Player 2)
playground-event_Begged_beg = { $seat } begs.
# $seat: a player (Player 2)
playground-event_Begged_give = { $seat } gives a point.
# $seat: a player (Player 2)
playground-event_Begged_run = { $seat } runs the cards.
playground-event_RunDealt = The cards are run.
playground-event_Bunched = The pack ran out: the same dealer deals again.
# $seat: a player (Player 2); $card: a card, shown as a symbol
playground-event_Discarded = { $seat } discards { $card }.
# $seat: a player (Player 2)
playground-event_DiscardsDone = { $seat } has discarded.
# $seat: a player (Player 2); $card: a card, shown as a symbol
playground-event_Drew = { $seat } draws { $card }.
# $suit: a suit's symbol and name
playground-event_TrumpFixed = Trump is { $suit }.
# $seat: a player (Player 2); $card: a card, shown as a symbol
playground-event_Played = { $seat } plays { $card }.
# $winner: a player
playground-event_TrickWon = { $winner } wins the trick.
# $point: a point's name; $side: a player or players; $value: points
playground-event_PointScored = { $point }: { $side }, { $value }.
# $point: a point's name
playground-event_PointScored_none = { $point }: no one.
# $side: a player or players; $amount: a number
playground-event_SetBack = { $side } is set back { $amount }.
# $scores: the scores, joined
playground-event_HandScored = The scores: { $scores }.
# $side: a player or players
playground-event_GameWon = { $side } wins the game.
playground-suit_S = spades
playground-suit_H = hearts
playground-suit_D = diamonds
playground-suit_C = clubs
playground-house_title = House rules
