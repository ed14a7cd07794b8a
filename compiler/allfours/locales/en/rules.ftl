### The numbered rules: the sentences of the kinds of fact planned in
### backends/rulebook/sentences.py (this file and the other rules-*.ftl).
### $side: left or right, the side of the dealer the turn passes to; $role: pitcher, or
### maker (the high bidder who names trump); $sides: yes where sides score.

# The implementers' note that ends a rule; $text: what the rules module writes
rule-note = {" "}*{ page-notes_title }: { $text }*.
note-name-trump = naming trump is `name S`, `name H`, `name D` or `name C`
note-beg-or-stand = eldest's choice is `stand` or `beg`

# $way: left, right or none; $again: yes where a bunch ($bunch, its rule) deals again
rule-rotation = After each hand the deal passes { $way ->
    [left] to the left: the next dealer is the player on the dealer's left
    [right] to the right: the next dealer is the player on the dealer's right
   *[none] to no one: the same player deals every hand
 }.{ $again ->
    [yes] {" "}After a bunch ({ $bunch }) the same dealer deals again.
   *[no] {""}
 }
# $offered: yes where the suit is only offered ($begging: the rule of begging)
rule-turn-up = { $offered ->
    [yes] The top card of the stock is turned up and set beside it; its suit is offered as trump ({ $begging }).
   *[no] The top card of the stock is turned up and set beside it; its suit is trump for the hand.
 }
# $up: yes where the stock lies face up; $drawn: yes where it is drawn from ($draw: the rule)
rule-stock-trump = The top card of the stock fixes trump: { $up ->
    [yes] its suit
   *[no] its suit, told to everyone,
 } is trump for the hand. The card stays on top of the stock{ $drawn ->
    [yes] , to be drawn ({ $draw })
   *[no] {""}
 }.
rule-no-auction = There is no auction: the player { $side ->
    [right] right
   *[left] left
 } of the dealer is the pitcher, and plays without a contract.
# $order: once_around, rounds, sell, sell-rounds (a sale whose bids go in rounds)
rule-bidding-order = { $order ->
    [sell-rounds] The player { $side ->
        [right] right
       *[left] left
    } of the dealer holds the pitch and may sell it. Starting with the next player, the others bid or pass in turn, round the table as many times as it takes; the seller never bids, and a player who passes is out of the auction. A bidder whose bid is raised may raise again at their next turn. The bidding ends when all but the high bidder have passed, or when everyone has.
    [sell] The player { $side ->
        [right] right
       *[left] left
    } of the dealer holds the pitch and may sell it. Starting with the next player, every other player, the dealer last, has exactly one turn: bid or pass.
    [rounds] Bidding starts with the player { $side ->
        [right] right
       *[left] left
    } of the dealer and goes round the table as many times as it takes: each player in turn bids or passes, and a player who passes is out of the auction. A bidder whose bid is raised may raise again at their next turn. The auction ends when all but the high bidder have passed, or when everyone has.
   *[once_around] Bidding starts with the player { $side ->
        [right] right
       *[left] left
    } of the dealer and goes once around the table; the dealer bids last. Each player has exactly one turn: bid or pass.
 }
rule-nobody-buys = If nobody bids, the seller pitches without a contract and cannot be set back.
# $how: sell (a sale's contract), privilege (the dealer may take it), highest
rule-contract = { $how ->
    [sell] The pitcher's bid, or the price the seller refused, is the contract.
    [privilege] The highest bidder (or the dealer who took the contract) is the { $role ->
        [maker] maker
       *[pitcher] pitcher
    }; the bid is the contract.
   *[highest] { $role ->
        [maker] { $sides ->
            [yes] The highest bidder is the maker and the bid is the contract; the maker's side is the bidding side.
           *[no] The highest bidder is the maker; the bid is the contract.
        }
       *[pitcher] The highest bidder is the pitcher; the bid is the contract.
    }
 }
# $note: the implementers' note
rule-named-trump = The { $role ->
    [maker] maker
   *[pitcher] pitcher
 } names any suit trump.{ $note }
rule-beg-or-stand = Eldest alone decides, once, whether to stand or to beg; the other players wait.{ $note }
# Who leads the first trick where the maker names trump. $lead: maker, or left (the
# player on the maker's left); $card: any, trump (a house rule: a trump where the leader
# holds one) or trumps-only (only trumps are played: $only is that rule, $side the way
# the lead passes to a player who holds one)
rule-maker-leads = { $card ->
    [trumps-only] The maker leads to the first trick, a trump; a maker who holds none is cold ({ $only }), and the first player on the maker's { $side ->
        [right] right
       *[left] left
    } who holds one leads instead.
   *[other] { $lead ->
        [left] The player on the maker's left
       *[maker] The maker
    } leads to the first trick, { $card ->
        [trump] a trump if they hold one; only a leader who holds no trump leads any card.
       *[any] any card.
    }
 }
# A plain lead that need not be followed (a house rule). $void: any_card, or must_trump
# (a player who holds none of the suit led must play a trump if able)
rule-plain-lead-free = When a plain suit is led, no player has to follow it: { $void ->
    [must_trump] a player who holds that suit may play any card, and a player who holds none of it must play a trump if able, else any card.
   *[any_card] every player may play any card, a trump included.
 } Only a trump lead must be followed.
