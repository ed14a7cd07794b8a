// Auction Pitch in plain JavaScript, written from rules/auction-pitch.md (AP-1 to AP-9)
// without reading the generated Python: an independent second implementation that the
// conformance kit tests through its protocol. One object plays one hand.
//
// The house rules bundled with the seed game are settings of the same rules:
// auction_pitch_to_11 (target 11), auction_pitch_low_to_taker (Low to the player who
// takes it) and auction_pitch_setback_payouts (a chip per set-back at settlement).
"use strict";

const RANKS = "AKQJT98765432"; // AP-1.3, high to low
const SUITS = "SHDC"; // AP-1.4
const COUNT_VALUES = { T: 10, A: 4, K: 3, Q: 2, J: 1 }; // AP-5.4
const POINT_ORDER = ["high", "low", "jack", "game"]; // AP-5 and the AP-7.3 order
const MIN_BID = 2; // AP-3.2
const SMUDGE = 4; // AP-3.4
const HAND_SIZE = 6; // AP-2.1

const VARIANTS = {
  auction_pitch: { target: 7, lowTo: "holder", setbackChips: 0 },
  auction_pitch_to_11: { target: 11, lowTo: "holder", setbackChips: 0 },
  auction_pitch_low_to_taker: { target: 7, lowTo: "taker", setbackChips: 0 },
  auction_pitch_setback_payouts: { target: 7, lowTo: "holder", setbackChips: 1 },
};

const suitOf = (card) => card[1];
const strength = (card) => RANKS.length - RANKS.indexOf(card[0]);
const isCard = (code) =>
  typeof code === "string" && code.length === 2 && RANKS.includes(code[0]) && SUITS.includes(code[1]);
const isSeatNumber = (n) => Number.isInteger(n);

// A refusal: the action breaks `rule`, and the hand is left exactly as it was (AP-9.1).
class Refusal {
  constructor(rule, message) {
    this.rule = rule;
    this.message = message;
  }
}

class PitchHand {
  constructor(variant, { players, dealer, scores, setbacks, hands }) {
    const rules = VARIANTS[variant];
    if (!rules) throw new Error(`this implementation does not play ${JSON.stringify(variant)}`);
    if (!Number.isInteger(players) || players < 2 || players > 7) {
      throw new Error("Auction Pitch is for 2 to 7 players (AP-1.1)");
    }
    if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players) {
      throw new Error(`the dealer must be a seat from 0 to ${players - 1}`);
    }
    const perSeat = (list, what) => {
      if (!Array.isArray(list) || list.length !== players || !list.every(Number.isInteger)) {
        throw new Error(`${what} needs one integer per seat`);
      }
      return list.slice();
    };
    this.rules = rules;
    this.players = players;
    this.dealer = dealer;
    this.scoresBefore = perSeat(scores, "scores");
    this.scores = this.scoresBefore.slice();
    this.setbacks = perSeat(setbacks, "setbacks");
    if (!Array.isArray(hands) || hands.length !== players) {
      throw new Error(`need ${players} hands, one per seat`);
    }
    this.holder = new Map(); // card -> the seat it was dealt to (AP-2.2: "in play")
    hands.forEach((hand, seat) => {
      if (!Array.isArray(hand) || hand.length !== HAND_SIZE) {
        throw new Error(`seat ${seat} must be dealt ${HAND_SIZE} cards (AP-2.1)`);
      }
      for (const card of hand) {
        if (!isCard(card)) throw new Error(`${JSON.stringify(card)} is not a card (AP-1.4)`);
        if (this.holder.has(card)) throw new Error(`${card} was dealt twice (AP-1.3)`);
        this.holder.set(card, seat);
      }
    });
    this.held = hands.map((hand) => hand.slice());
    this.phase = "auction"; // then "play", then "over"
    this.turn = (dealer + 1) % players; // AP-3.1: left of the dealer bids first
    this.highBid = 0;
    this.highBidder = null;
    this.pitcher = null;
    this.contract = null;
    this.trump = null;
    this.trick = []; // [seat, card] in play order
    this.leader = null;
    this.tricks = []; // {leader, cards, winner}
    this.outcome = null; // what the hand decided, once it is over
  }

  // -- what may be done now ------------------------------------------------------
  toAct() {
    return this.phase === "over" ? null : this.turn;
  }

  legal() {
    if (this.phase === "auction") return this.legalBids(this.turn);
    if (this.phase === "play") return this.legalPlays(this.turn);
    return [];
  }

  legalBids(seat) {
    const isDealer = seat === this.dealer;
    if (this.highBid === SMUDGE) return ["pass"]; // AP-3.4: nobody may bid after a smudge
    let lowest = this.highBid + 1; // AP-3.2: higher than every earlier bid
    if (this.highBid === 0) lowest = MIN_BID;
    else if (isDealer) lowest = this.highBid; // AP-3.3: the dealer may match
    const bids = [];
    for (let amount = lowest; amount <= SMUDGE; amount++) bids.push(`bid ${amount}`);
    if (isDealer && this.highBid === 0) return bids; // AP-3.5: stick the dealer
    return ["pass", ...bids];
  }

  legalPlays(seat) {
    const hand = this.held[seat];
    if (this.trick.length === 0) return hand.map((c) => `play ${c}`);
    const led = suitOf(this.trick[0][1]);
    let allowed;
    if (led === this.trump) {
      allowed = hand.filter((c) => suitOf(c) === this.trump); // AP-4.2
    } else if (hand.some((c) => suitOf(c) === led)) {
      allowed = hand.filter((c) => suitOf(c) === led || suitOf(c) === this.trump); // AP-4.3
    } else {
      allowed = [];
    }
    return (allowed.length ? allowed : hand).map((c) => `play ${c}`);
  }

  // -- doing it ----------------------------------------------------------------------
  apply(seat, action) {
    const refusal = this.refusal(seat, action);
    if (refusal) return refusal;
    if (this.phase === "auction") this.bid(seat, action);
    else this.play(seat, action.slice(5));
    return null;
  }

  refusal(seat, action) {
    if (this.phase === "over") {
      return this.outcome.winner === null
        ? new Refusal("AP-2.1", "the hand is over; deal the next one")
        : new Refusal("AP-7.4", "the game is over");
    }
    if (!isSeatNumber(seat) || seat !== this.turn) {
      let rule = "AP-3.1"; // the auction goes once around, in turn
      if (this.phase === "play") {
        if (this.trick.length) rule = "AP-1.2"; // play goes clockwise
        else rule = this.tricks.length ? "AP-4.4" : "AP-4.1"; // the winner leads; first, the pitcher
      }
      return new Refusal(rule, `it is seat ${this.turn}'s turn, not seat ${seat}'s`);
    }
    if (this.legal().includes(action)) return null;
    return this.phase === "auction" ? this.badBid(seat, action) : this.badPlay(seat, action);
  }

  badBid(seat, action) {
    if (action.startsWith("play ")) return new Refusal("AP-4.1", "the auction is not over");
    if (action === "pass") return new Refusal("AP-3.5", "everyone passed: the dealer must bid");
    const match = /^bid (\d+)$/.exec(action);
    const amount = match ? Number(match[1]) : null;
    if (amount === null || amount < MIN_BID || amount > SMUDGE) {
      return new Refusal("AP-3.2", `bids are 'bid 2' to 'bid 4'`);
    }
    if (this.highBid === SMUDGE) return new Refusal("AP-3.4", "a smudge cannot be taken away");
    if (seat === this.dealer) {
      return new Refusal("AP-3.3", `the dealer may take ${this.highBid} or bid higher, not lower`);
    }
    return new Refusal("AP-3.2", `a bid must be higher than ${this.highBid}`);
  }

  badPlay(seat, action) {
    const card = action.startsWith("play ") ? action.slice(5) : null;
    if (card === null || !isCard(card)) {
      if (action === "pass" || action.startsWith("bid ") || action === "sell" || action === "refuse") {
        return new Refusal("AP-3.1", "the auction is over; play a card");
      }
      return new Refusal("AP-9.1", `${JSON.stringify(action)} is not an action of this game`);
    }
    if (!this.held[seat].includes(card)) {
      return new Refusal("AP-2.1", `seat ${seat} does not hold ${card}`);
    }
    if (suitOf(this.trick[0][1]) === this.trump) {
      return new Refusal("AP-4.2", "trump was led: play a trump while you hold one");
    }
    return new Refusal("AP-4.3", "follow suit or trump while you hold the suit led");
  }

  bid(seat, action) {
    if (action !== "pass") {
      this.highBid = Number(action.slice(4));
      this.highBidder = seat;
    }
    if (seat !== this.dealer) {
      this.turn = (seat + 1) % this.players;
      return;
    }
    // The dealer bid last (AP-3.1); someone always bid, as the dealer is stuck (AP-3.5).
    this.pitcher = this.highBidder; // AP-3.6
    this.contract = this.highBid;
    this.phase = "play";
    this.turn = this.leader = this.pitcher; // AP-4.1
  }

  play(seat, card) {
    const hand = this.held[seat];
    hand.splice(hand.indexOf(card), 1);
    if (this.trump === null) this.trump = suitOf(card); // AP-4.1: the pitch names trump
    this.trick.push([seat, card]);
    if (this.trick.length < this.players) {
      this.turn = (seat + 1) % this.players;
      return;
    }
    const winner = this.trickWinner();
    this.tricks.push({ leader: this.leader, cards: this.trick.map(([, c]) => c), winner });
    this.trick = [];
    this.turn = this.leader = winner; // AP-4.4: the winner leads
    if (this.tricks.length === HAND_SIZE) this.finish(); // AP-4.5
  }

  trickWinner() {
    const led = suitOf(this.trick[0][1]);
    let best = this.trick[0];
    for (const entry of this.trick.slice(1)) {
      const [, card] = entry;
      const bestTrump = suitOf(best[1]) === this.trump;
      if (suitOf(card) === this.trump) {
        if (!bestTrump || strength(card) > strength(best[1])) best = entry;
      } else if (!bestTrump && suitOf(card) === led && strength(card) > strength(best[1])) {
        best = entry;
      }
    }
    return best[0];
  }

  // -- the end of the hand (AP-5 to AP-8) -------------------------------------------------
  finish() {
    const takenBy = new Map(); // card -> the seat that won the trick holding it
    for (const trick of this.tricks) for (const card of trick.cards) takenBy.set(card, trick.winner);
    const trumps = [...this.holder.keys()]
      .filter((c) => suitOf(c) === this.trump)
      .sort((a, b) => strength(b) - strength(a));
    const high = trumps[0];
    const low = trumps[trumps.length - 1];
    const jack = `J${this.trump}`;
    const points = {
      high: this.holder.get(high), // AP-5.1
      low: this.rules.lowTo === "taker" ? takenBy.get(low) : this.holder.get(low), // AP-5.2
      jack: this.holder.has(jack) ? takenBy.get(jack) : null, // AP-5.3
      game: this.gamePoint(), // AP-5.4
    };
    const made = new Array(this.players).fill(0); // AP-5.5
    for (const seat of Object.values(points)) if (seat !== null) made[seat] += 1;
    const pitcher = this.pitcher;
    const contractMade = made[pitcher] >= this.contract;
    for (let seat = 0; seat < this.players; seat++) {
      if (seat !== pitcher) this.scores[seat] += made[seat]; // AP-6.1
    }
    if (contractMade) {
      this.scores[pitcher] += made[pitcher]; // AP-6.2
    } else {
      this.scores[pitcher] -= this.contract; // AP-6.2: set back
      this.setbacks[pitcher] += 1; // AP-6.4
    }
    const winner = this.gameWinner(points, contractMade);
    this.phase = "over";
    this.outcome = { points, made: contractMade, winner };
  }

  gamePoint() {
    const totals = new Array(this.players).fill(0);
    for (const trick of this.tricks) {
      for (const card of trick.cards) totals[trick.winner] += COUNT_VALUES[card[0]] || 0;
    }
    const best = Math.max(...totals);
    const leaders = totals.flatMap((total, seat) => (total === best ? [seat] : []));
    return leaders.length === 1 ? leaders[0] : null; // a tie scores nothing
  }

  gameWinner(points, contractMade) {
    const target = this.rules.target;
    const pitcher = this.pitcher;
    // AP-7.2: a smudge made wins at once, unless the pitcher was in the hole before.
    if (this.contract === SMUDGE && contractMade && this.scoresBefore[pitcher] >= 0) return pitcher;
    if (!this.scores.some((score) => score >= target)) return null; // AP-7.1
    if (contractMade && this.scores[pitcher] >= target) return pitcher; // AP-7.3, first
    const running = this.scoresBefore.slice(); // AP-7.3, then the points in order
    for (const id of POINT_ORDER) {
      const seat = points[id];
      if (seat === null || (seat === pitcher && !contractMade)) continue;
      running[seat] += 1;
      if (running[seat] >= target) return seat;
    }
    return null;
  }

  payouts() {
    const winner = this.outcome && this.outcome.winner;
    if (winner === null || winner === undefined) return null;
    const net = new Array(this.players).fill(0);
    for (let seat = 0; seat < this.players; seat++) {
      if (seat === winner) continue;
      let chips = this.scores[seat] >= 1 ? 1 : 2; // AP-8.1
      chips += this.rules.setbackChips * this.setbacks[seat]; // AP-8.2
      net[seat] -= chips;
      net[winner] += chips; // AP-8.3
    }
    return net;
  }

  result() {
    const out = {};
    if (this.pitcher !== null) {
      out.pitcher = this.pitcher;
      out.bid = this.contract;
    }
    if (this.trump !== null) out.trump = this.trump;
    out.tricks = this.tricks.map((t) => ({ leader: t.leader, cards: t.cards.slice(), winner: t.winner }));
    if (this.outcome) {
      out.points = { ...this.outcome.points };
      out.made = this.outcome.made;
      out.scores = this.scores.slice();
      out.setbacks = this.setbacks.slice();
      out.game_over = this.outcome.winner !== null;
      out.winner = this.outcome.winner;
      out.payouts = this.payouts();
    }
    return out;
  }
}

module.exports = { PitchHand, Refusal, VARIANTS };
