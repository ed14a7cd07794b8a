### The words of `allfours play`, the terminal game against bots, that are not a rule of
### the game (the rules are the rulebook's). A message of a count selects on the count's
### CLDR plural category. A value that starts with spaces keeps them as a literal ({"  "}).

## The table

play-you = you
# $seat: a seat number
play-seat = seat { $seat }
play-your-side = your side
play-other-side = the other side
# $seats: seats or players, joined ("1, 2 and 3")
play-side-of = the side of seats { $seats }
play-no-one = no one
# $bots: the bots' kind; $partners: play-partners, or nothing; $seats: seats or players, joined ("1, 2 and 3"); $target: the points that win; $title: the variant's title
play-intro = { $title }: you and the bots ({ $bots }) at seats { $seats }, in turn after you{ $partners }; first to { $target }.
# $count: a count; $seats: seats or players, joined ("1, 2 and 3")
play-partners = { $count ->
     [one] ; your partner: { $seats }
    *[other] ; your partners: { $seats }
}
play-how-to = Choose a move by its number, or type it: `bid 2`, `pass`, a card by its code (`AS`, `TD`) or its name (`ace of spades`). `help` says more, `rules 4.2` prints a rule, `quit` leaves.
# $number: a hand's or a move's number
play-hand-you-deal = === Hand { $number }: you deal ===
# $number: a hand's or a move's number; $who: a player or a side (play-you, play-seat...)
play-hand-deals = === Hand { $number }: { $who } deals ===
# $scores: each side's score
play-scores = Scores: { $scores }
# $bid: a bid; $who: a player or a side (play-you, play-seat...)
play-contract = Contract: { $who }, { $bid }
# $who: a player or a side (play-you, play-seat...)
play-no-contract = No contract: { $who } plays
# $bid: a bid
play-high-bid = High bid so far: { $bid }
# $suit: a suit's name
play-trump = Trump: { $suit }
play-trump-unknown = Trump: not yet fixed
# $cards: card codes
play-turned-up = Turned up: { $cards }
# $plays: the trick's plays
play-trick = Trick: { $plays }
# $cards: card codes
play-your-hand = Your hand: { $cards }
# $phase: a phase (play-phase-...)
play-your-turn = Your turn ({ $phase }):
play-discard-how = Several cards may go in one line: `1 4 5` or `2H 3C 4D`.
# $count: a count; $keep: the cards kept
play-discard-count = { $count ->
     [one] Discard { $count } card to keep { $keep }.
    *[other] Discard { $count } cards to keep { $keep }.
}
# $move: a move (play-bid, play-pass...); $who: a player or a side (play-you, play-seat...)
play-move = {"  "}{ $who }: { $move }
play-auto-done = {"  "}you: done (nothing more may be discarded)
# $cards: card codes
play-you-took = {"  "}-> you took the trick: { $cards }
# $cards: card codes; $who: a player or a side (play-you, play-seat...)
play-took = {"  "}-> { $who } took the trick: { $cards }
# $count: a count; $who: a player or a side (play-you, play-seat...)
play-bot-discarded = { $count ->
     [one] {"  "}{ $who }: discards { $count } card
    *[other] {"  "}{ $who }: discards { $count } cards
}
# $who: a player or a side (play-you, play-seat...)
play-bot-kept = {"  "}{ $who }: discards no card

## The phases

play-phase-auction = the auction
play-phase-sale = the sale
play-phase-begging = begging
play-phase-discard = discarding
play-phase-naming = naming trump
play-phase-declaring = declaring trump for the card you pitched
play-phase-play = the play

## The moves, as the menu shows them and as they may be typed

play-pass = pass
# $amount: a bid's number
play-bid = bid { $amount }
play-sell = sell
play-refuse = refuse
play-stand = stand
play-beg = beg
play-give = give a point
play-run = run the cards
play-take-set = take the set
play-done = done
play-rob = rob the pack
play-partner = pass the pack to the partner
# $suit: a suit's name
play-name = name { $suit }
# $card: a card's code, or play-card-named
play-play = play { $card }
# $card: a card's code, or play-card-named
play-discard = discard { $card }
# $code: a card's code; $name: a card's name
play-card-named = { $code } ({ $name })

## Answers

# $reason: the rule's sentence; $rule: a rule's number
play-refused = Not allowed (rule { $rule }): { $reason } Choose again.
# $move: a move (play-bid, play-pass...); $reason: the rule's sentence; $rule: a rule's number
play-refused-in-line = Not allowed, { $move } (rule { $rule }): { $reason } Nothing of the line was done; choose again.
# $card: a card's code, or play-card-named
play-not-held = You do not hold { $card }. Choose again.
# $typed: what the player typed
play-not-a-move = `{ $typed }` is not a move here.
# $near: a move like it
play-did-you-mean = Did you mean `{ $near }`?
# $count: a count
play-choose-how = Type a number from 1 to { $count }, a move, or `help`.
# $count: a count; $number: a hand's or a move's number
play-no-such-number = There is no move { $number }: choose 1 to { $count }.
play-one-at-a-time = One move at a time here; several only when discarding.
# $limit: characters
play-too-long = That line is too long to be a move ({ NUMBER($limit, useGrouping: 0) } characters at most).
play-help = Type the number of a move in the list, or the move itself: `pass`, `bid 3`, `play AS`, or just a card, by its code (rank A K Q J T 9 ... 2, then suit S H D C: `AS`, `TD`, `10D`) or its name (`ace of spades`). When discarding, type several cards in one line. `rules` lists the rulebook's sections, `rules 4` prints one, `rules 4.2` one rule. `quit` leaves the game.
# $title: the variant's title
play-rules-sections = The rulebook of { $title }:
play-rules-how = Type `rules 4` for a section, `rules 4.2` for one rule.
play-rules-none = This variant's rules are not at hand here; the rule numbers are still given.
# $asked: the rule number asked for; $first: the first rule's number; $last: the last rule's number; $title: the variant's title
play-no-such-rule = There is no rule { $asked } in { $title }: its rules are { $first } to { $last }.

## The end of a hand and of the game

play-hand-over = --- Hand over ---
play-passed-out = The hand was not played (thrown in, or the cards bunched).
# $who: a player or a side (play-you, play-seat...); $amount: the points set back
play-stuck-set = The hand was not played; { $who }: set back { $amount } instead of bidding. The deal passes on.
# $bid: a bid; $suit: a suit's name; $who: a player or a side (play-you, play-seat...)
play-made = Contract { $bid } of { $who }: made; trump { $suit }.
# $bid: a bid; $suit: a suit's name; $who: a player or a side (play-you, play-seat...)
play-set-back = Contract { $bid } of { $who }: not made, set back; trump { $suit }.
# $bid: a bid; $suit: a suit's name
play-made-yours = Your contract of { $bid }: made; trump { $suit }.
# $bid: a bid; $suit: a suit's name
play-set-back-yours = Your contract of { $bid }: not made, set back; trump { $suit }.
# $suit: a suit's name; $who: a player or a side (play-you, play-seat...)
play-without-contract = { $who } played without a contract; trump { $suit }.
# $suit: a suit's name
play-without-contract-you = You played without a contract; trump { $suit }.
play-no-contract-you = No contract: you play
# $point: a point's name; $who: a player or a side (play-you, play-seat...)
play-point = {"  "}{ $point }: { $who }
# $who: a player (play-you, play-seat); $trick: the trick's number (1 the first); $card: a card in words; $to: the sides that score (listed); $points: what each scores; $rule: the renege's rule number
play-renege = {"  "}Renege found: { $who } in trick { $trick } ({ $card }); { $to }: +{ $points } ({ $rule })
play-game-over-you = Game over: you win.
play-game-over-your-side = Game over: your side wins.
# $who: a player or a side (play-you, play-seat...)
play-game-over-seat = Game over: { $who } wins.
# $who: a player or a side (play-you, play-seat...)
play-game-over-side = Game over: { $who } wins.
# $payouts: each player's chips
play-payouts = Chips: { $payouts }
play-left = You left the game.
play-abandoned = Game abandoned.
# $limit: characters
play-line-endless = allfours play: a line of more than { $limit } characters is no move; the game stops

## What may be typed besides a move, comma-separated: the first word of each is the one the help names

play-words-help = help, ?
play-words-rules = rules, rule
play-words-quit = quit, q, exit
