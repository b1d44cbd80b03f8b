# savanna's words to people, in English (the catalogue every other language follows).
# One message a line; composed sentences are joined with spaces in the code. Ids by area:
# count-/kind-/side- (shared words), rules-/start- (the rules in force), cap- (capacities on
# the sheet), sheet- (the print sheet), play- and outcome- (`savanna play`).

## Shared words

count-lion = { $n } { $n ->
    [one] lion
   *[other] lions
}
count-jackal = { $n } { $n ->
    [one] jackal
   *[other] jackals
}
kind-lion = lion
kind-jackal = jackal
side-lions = lions
side-jackals = jackals

## The rules in force (game::rules_text)

rules-turn = On a turn, move one or more groups: a group is some of your pieces in one region moving together to a neighboring region, one that shares a border line (touching at a corner is not enough). You must move when you can; with no legal move you pass.
rules-turn-pass = On a turn, move one or more groups: a group is some of your pieces in one region moving together to a neighboring region, one that shares a border line (touching at a corner is not enough). You may also pass, ending your turn without a move, whenever you like.
rules-freeze-region = Each piece moves at most once a turn, and a region your pieces entered is frozen for the rest of the turn: none of your pieces there moves again.
rules-freeze-pieces = Each piece moves at most once a turn; only the pieces that moved are frozen: the others in a region your pieces entered may still move.
rules-combined = Groups from up to { $groups } regions may attack one region together, their strength added.
rules-single = A group comes from one region: groups never attack together.
rules-capture = A lion counts as { $s } { $s ->
    [one] jackal
   *[other] jackals
}. Entering a region of the other side is an attack, allowed only when it captures everything there, so no group enters a stronger group's region: lions take up to { $s } { $s ->
    [one] jackal
   *[other] jackals
} per lion (1 lion takes up to { $s }, 2 lions up to { $s2 }); jackals take lions at { $s } { $s ->
    [one] jackal
   *[other] jackals
} or more per lion ({ $s } { $s ->
    [one] jackal takes
   *[other] jackals take
} 1 lion, { $s2 } take 2).
rules-capture-table = Entering a region of the other side is an attack, allowed only when it captures everything there, so no group enters a stronger group's region. Lions take by a table: { $table }, each further lion { $s } more. Jackals take lions at { $s } { $s ->
    [one] jackal
   *[other] jackals
} or more per lion ({ $s } { $s ->
    [one] jackal takes
   *[other] jackals take
} 1 lion, { $s2 } take 2).
rules-capture-entry = { $lions } { $lions ->
    [one] lion takes
   *[other] lions take
} up to { $most }
rules-pack-leaves = When 3 or more jackals leave one region in a turn (all its groups counted), at least one jackal stays there.
rules-pack-lone = So taking a lone lion takes { $n } { $n ->
    [one] jackal
   *[other] jackals
} in one region.
rules-pack-group = When a group of 3 or more jackals leaves a region, at least one jackal stays there; smaller groups may leave it empty (4 jackals may go as 2 and 2).
rules-pack-free = Jackals may all leave a region together: none need stay behind.
rules-gathered-disperse = Lions that begin a turn 2 or more in one region must that turn all attack, or leave exactly one of them there (unless no legal turn can).
rules-gathered-one-per-region = Lions that begin a turn 2 or more in one region must that turn all attack, or leave exactly one of them there with each of the others that does not attack ending the turn alone in a region of its own (unless no legal turn can).
rules-gathered-stay = Lions may gather in one region and stay together: they need not attack or disperse.
rules-fit = After every move a region holds no more pieces than fit inside its lines.
rules-fit-entry = An attack must fit at the moment of entering, attackers beside defenders.
rules-fit-after = An attack must fit once the captured pieces are removed: the attackers alone.
rules-quiet-capture-one = When a round (both sides move once: 2 turns) passes without a capture
rules-quiet-capture = When more than { $q } { $q ->
    [one] round
   *[other] rounds
} in a row ({ $turns } turns; a round: both sides move once) pass without a capture
rules-quiet-possible-one = When for a round (both sides move once: 2 turns) neither side could capture at the start of its turn
rules-quiet-possible = When for more than { $q } { $q ->
    [one] round
   *[other] rounds
} in a row ({ $turns } turns; a round: both sides move once) neither side could capture at the start of its turn
rules-end = A side with no pieces left loses at once. { $quiet }, count points: jackals score { $jp } { $jp ->
    [one] point
   *[other] points
} and lions { $lp } for each region they occupy; the higher score wins, equal scores draw. Points are also counted after { $max } { $max ->
    [one] round
   *[other] rounds
} at most.
rules-first-jackals = The jackals move first.
rules-first-lions = The lions move first.
start-random = Start: a set-up drawn at random for each game: one lion in each of some regions that hold a lion, the jackal pack in a region that holds it, away from every lion.
start = Start:
start-one-lion = one lion in { $region };
start-lions = one lion in each of { $regions };
start-pack = the jackal pack ({ $n } { $n ->
    [one] jackal
   *[other] jackals
}) in { $region }.

## Capacities in a region's label (output::render::in_play)

cap-all = all
cap-no-jackals = no jackals
cap-with = with { $n } { $n ->
    [one] lion
   *[other] lions
}: { $jackals }

## The print sheet (output::render)

sheet-default-name = savanna board
sheet-corner-ring = A ring ○ marks regions that touch only at a corner: they are not neighbors.
sheet-fit = A region holds at most the pieces printed in it. { $rules }
sheet-start-drawn = On the board, a white disc beside a name marks a lion's start, a dark disc with a number the pack's.
sheet-errors = This board has errors: see `savanna check`.
sheet-how-to-play = How to play on this board
sheet-piece = { $pieces }, { $size }
sheet-size-mm = { $mm } mm
sheet-check-square-mm = { $side } mm × { $side } mm
sheet-check-square-in = { $side } × { $side } ({ $mm } mm)
sheet-print-actual-size = Print at 100 % / actual size: turn off "fit to page" and "shrink".
sheet-measure = measure both sides: if they are off,
sheet-measure-correct = use --scale-correction X,Y
sheet-pieces-true-size = Pieces, true size:
sheet-cover-piece = { $count } × { $kind }, { $size }
sheet-drawn-smaller = (drawn smaller)
sheet-rules-on-page = The rules of this board are on page { $page }: they do not fit on this cover.
sheet-proof = Proof: { $n } diagnostics
sheet-portrait = portrait
sheet-landscape = landscape
sheet-assembly = Assembly: { $n } { $n ->
    [one] page
   *[other] pages
} of { $paper } { $orientation } ({ $rows } × { $cols }), overlap { $overlap } mm
sheet-cover = Cover
sheet-rules = Rules
sheet-pieces = Pieces
sheet-title-cover = { $name } · cover
sheet-title-rules = { $name } · rules
sheet-title-pieces = { $name } · pieces
sheet-rules-title = { $name }: how to play
sheet-page-of = page { $n } of { $total } · { $name }
sheet-print-at-100 = print at 100 % / actual size (no "fit to page")
sheet-tile-hint = cut along dashed lines, glue over the neighbor up to its dotted line, matching the ⊕ marks
sheet-ruler-cm = cm
sheet-ruler-in = in

## savanna play (game::session)

play-greeting = { $name }: lions ({ $lions }) against jackals ({ $jackals }); the { $first ->
    [lions] lions
   *[jackals] jackals
} move first.
play-type-hint = Type a move as `3 jackals 7 -> 4` (or `7 -> 4` for every piece that may move), `end`, `moves`, `help` or `quit`.
play-rules-defaults = rules: savanna's defaults
play-rules-except = rules: defaults except { $changes }
play-col-id = id
play-col-region = region
play-col-fits = fits lions/jackals
play-col-lions = lions
play-col-jackals = jackals
play-col-neighbors = neighbors
play-frozen = (frozen)
play-moved = ({ $n } moved)
play-round = round { $round }, { $side ->
    [lions] lions
   *[jackals] jackals
} to move
play-moves-made = ({ $n ->
    [one] 1 move
   *[other] { $n } moves
} made this turn)
play-quiet = { $rounds } { $turns ->
    [2] round
   *[other] rounds
} without a capture (the points are counted after { $due })
play-game-over = game over: { $result }
play-unfinished = game unfinished
play-end = end
play-pass = (no legal move: pass)
play-captures = (captures { $what })
play-help-head = A turn is one or more group moves, then `end`:
play-help-count-move = 3 jackals 7 -> 4
play-help-count = 3 jackals from region 7 to its neighbor 4
play-help-name-move = 1 lion Kopje -> Oasis
play-help-name = regions by id or name (`to` works for `->`)
play-help-all-move = 7 -> 4
play-help-all = every piece in 7 that may move
play-help-end-move = end
play-help-end = end the turn (after at least one move, when one is legal)
play-help-end-pass = end the turn, with or without a move (a pass)
play-help-rules = The rules on this board:
play-help-also = Also: `moves` lists the legal moves, `show` the position, `quit` stops.
play-illegal = illegal: { $error }
play-illegal-hint = (`moves` lists the legal moves)
play-refused = refused: { $error }
play-not-understood = not understood: { $error }
play-syntax-hint = `help` shows the move syntax
play-not-yours = not your pieces: `{ $text }`: { $error }
play-not-yours-hint = type a move of the { $side ->
    [lions] lions
   *[jackals] jackals
}{ $example }, or `moves` for all the legal ones
play-example = , e.g. `{ $m }`
play-control-keys = not understood: keys such as arrows or Home/End are not moves; type a move, `end` or `help`

## Why a move or ending the turn is refused (game::rules::illegal, game::record::group)

refuse-game-over = the game is over
refuse-unknown-region = there is no region { $id }: the board has regions 1 to { $n }
refuse-no-pieces = a group holds at least one piece
refuse-corner = neighboring means sharing an edge, never a corner: { $from } and { $to } touch only at a corner
refuse-not-neighbors = a group moves to a neighboring region: { $from } and { $to } share no border
refuse-not-yours = { $region } holds no { $side ->
    [lions] lions
   *[jackals] jackals
}
refuse-frozen = a region your own pieces entered this turn is frozen: { $region } cannot move again until your next turn
refuse-not-enough = { $region } holds only { $n } { $side ->
    [lions] { $n ->
        [one] lion
       *[other] lions
    }
   *[jackals] { $n ->
        [one] jackal
       *[other] jackals
    }
}
refuse-same-region = a group moves to a neighboring region, never to the region it leaves: { $region } is both
refuse-too-few = each piece moves at most once a turn: only { $n } { $side ->
    [lions] { $n ->
        [one] lion
       *[other] lions
    }
   *[jackals] { $n ->
        [one] jackal
       *[other] jackals
    }
} in { $region } may still move
refuse-pack-leaves-one = the pack leaves one behind: when three or more jackals leave a region in a turn, one stays in { $region }
refuse-does-not-fit = the pieces must fit: { $region } would hold { $lions } { $lions ->
    [one] lion
   *[other] lions
} and { $jackals } { $jackals ->
    [one] jackal
   *[other] jackals
}, but { $limit }
refuse-fit-jackals = it holds at most { $n } { $n ->
    [one] jackal
   *[other] jackals
}
refuse-fit-lions = it holds at most { $n } { $n ->
    [one] lion
   *[other] lions
}
refuse-fit-mixed = with { $lions } { $lions ->
    [one] lion
   *[other] lions
} it holds at most { $n } { $n ->
    [one] jackal
   *[other] jackals
}
refuse-fit-no-jackals = with { $lions } { $lions ->
    [one] lion
   *[other] lions
} it holds no jackals
refuse-too-strong-lions = an attack must capture everything: { $attackers } { $attackers ->
    [one] lion takes
   *[other] lions take
} at most { $most } { $most ->
    [one] jackal
   *[other] jackals
}, and { $region } holds { $defenders }
refuse-too-strong-jackals = an attack must capture everything: { $defenders } { $defenders ->
    [one] lion needs
   *[other] lions need
} at least { $least } { $least ->
    [one] jackal
   *[other] jackals
}, not { $attackers }
refuse-cannot-complete = gathered lions must attack or leave exactly one behind: after this move the lions that began the turn in { $region } can no longer do so
refuse-must-move = a turn holds at least one move when any is legal
refuse-gathered = gathered lions must attack or leave exactly one behind in { $region } before the turn ends
refuse-not-alone = lions leaving a gathered region without attacking must each end the turn alone: { $region } holds more than one lion
refuse-combined-off = a group comes from one region: these rules have no combined attack (`game.combined_attack: true` allows one)
refuse-combined-not-attack = groups from several regions move together only to attack: { $region } holds no { $side ->
    [lions] lions
   *[jackals] jackals
}
refuse-combined-repeat = each group of a combined attack comes from a different region: { $region } is named twice
refuse-captures = the move captures { $got }, but its `captures` says { $said }: send what it captures, or leave `captures` out
parse-other-sides-pieces = it is the { $side ->
    [lions] lions
   *[jackals] jackals
}' turn: a group holds only { $side ->
    [lions] lions
   *[jackals] jackals
}
parse-too-many-joined = a combined attack joins at most { $max } groups to the first, not { $n }
parse-not-a-move = `{ $text }` is not a move: write e.g. `3 jackals 7 -> 4` or `1 lion Kopje -> Oasis`
parse-unknown-region = no region `{ $name }` (give an id 1-{ $regions } or a name)
parse-did-you-mean = ; did you mean `{ $near }`?
parse-ambiguous = `{ $text }` reads two ways: `{ $a }` to `{ $b }`, or `{ $c }` to `{ $d }`; write `->` between the two regions
parse-too-many-groups = a combined attack has at most { $max } groups
parse-wrong-side = it is the { $turn ->
    [lions] lions
   *[jackals] jackals
}' turn, not the { $named ->
    [lions] lions
   *[jackals] jackals
}'
parse-no-region = a group names the region it leaves, e.g. `2 lions 3 + 1 lion 5 -> 4`

## How a game ended (game::rules::outcome)

outcome-win-elimination = the { $winner ->
    [lions] lions
   *[jackals] jackals
} win: the { $winner ->
    [lions] jackals
   *[jackals] lions
} have no pieces left
outcome-win-points = the { $winner ->
    [lions] lions
   *[jackals] jackals
} win on points, lions { $lions } to jackals { $jackals }
outcome-draw = a draw on points, { $points } each
outcome-no-winner-points = no winner on points, lions { $lions } to jackals { $jackals }
outcome-no-winner-elimination = no winner by elimination, lions { $lions } to jackals { $jackals }
outcome-after = { $how }, after { $rounds } { $rounds ->
    [one] round
   *[other] rounds
}
outcome-capped = (the cap on rounds was reached)

## savanna moves, replay and solve (command::moves, command::replay, command::solve)

turn-pass = pass
moves-after-action = --after, action { $index } (`{ $text }`): { $error }
moves-legal = { $n } legal group moves for the { $side ->
    [lions] lions
   *[jackals] jackals
}:
moves-can-end = end (the turn may end now)
moves-cannot-end = (the turn may not end yet)
replay-default-name = game
replay-head = { $name }: { $n } { $n ->
    [one] turn
   *[other] turns
}, the { $first ->
    [lions] lions
   *[jackals] jackals
} first; { $rules }
solve-default-name = board
solve-head = { $name }: { $regions } { $regions ->
    [one] region
   *[other] regions
}, { $lions } { $lions ->
    [one] lion
   *[other] lions
}, { $jackals } { $jackals ->
    [one] jackal
   *[other] jackals
}; { $rules }
solve-perfect-play = with perfect play:
solve-first = { $first ->
    [lions] lions
   *[jackals] jackals
} first: { $what }
solve-taking-turns = so the side that moves { $who ->
    [first] first
   *[second] second
} wins; the board is fair when the players take turns to start
solve-forgiving = how forgiving, along the line of perfect play:
solve-full-material = with every piece in play and the { $side ->
    [lions] lions
   *[jackals] jackals
} to move ({ $n } placements): the jackals win { $jackals } %, draws { $draws } %, the lions win { $lions } %
solve-line = a line of perfect play, the { $first ->
    [lions] lions
   *[jackals] jackals
} first:

## A value under perfect play in words (game::solve::value_sentence)

value-after = after { $n } { $n ->
    [one] round
   *[other] rounds
}
value-draw = a draw on points, { $lions }-{ $jackals }, { $after }
value-elimination = the { $winner } win by eliminating the { $winner ->
    [lions] jackals
   *[other] lions
}, { $after }
value-points = the { $winner } win on points, lions { $lions } to jackals { $jackals }, { $after }
value-win = the { $winner } win, { $after }

## How forgiving a line is (game::solve::sentence_in; English is game::solve::sentence)

forgiving-rounds = { $n } { $n ->
    [one] round
   *[other] rounds
}
forgiving-win = the { $winner }' win needs { $n ->
    [0] no only-move
    [1] 1 only-move
   *[other] { $n } only-moves
} in { $rounds } ({ $n ->
    [0] no turn where one choice alone keeps it
    [1] a turn where one choice alone keeps it
   *[other] turns where one choice alone keeps it
}); { $share }
forgiving-share = on average { $p } of the turns open to them keep it
forgiving-no-turn = they play no turn
forgiving-draw = the draw needs { $jackals ->
    [0] no only-move
    [1] 1 only-move
   *[other] { $jackals } only-moves
} from the jackals and { $lions ->
    [0] none
   *[other] { $lions }
} from the lions in { $rounds } ({ $n ->
    [0] no turn where one choice alone keeps it
    [1] a turn where one choice alone keeps it
   *[other] turns where one choice alone keeps it
}); { $shares }
forgiving-draw-shares = on average { $jackals } of the turns open to the jackals and { $lions } of those open to the lions keep it
forgiving-draw-share-jackals = on average { $p } of the turns open to the jackals keep it
forgiving-draw-share-lions = on average { $p } of the turns open to the lions keep it
forgiving-draw-no-turns = neither side plays a turn

## savanna balance (game::measure::words, cli::balance)

balance-exact = { $a } with perfect play when the { $first ->
    [lions] lions
   *[jackals] jackals
} move first; { $b } when the { $second ->
    [lions] lions
   *[jackals] jackals
} do
balance-taking-turns = the side that moves { $who ->
    [first] first
   *[second] second
} wins; the board is fair when the players take turns to start
balance-win-elimination = the { $winner ->
    [lions] lions
   *[jackals] jackals
} win by elimination
balance-win-points-score = the { $winner ->
    [lions] lions
   *[jackals] jackals
} win on points, lions { $lions } to jackals { $jackals }
balance-win-points = the { $winner ->
    [lions] lions
   *[jackals] jackals
} win on points
balance-draw-score = a draw, lions { $lions } to jackals { $jackals }
balance-draw = a draw
balance-not-measured = not measured: the time budget was spent before the board was solved or a pair of games finished (what was left undone is listed at the end)
balance-headline-exact = { $sentence }: the board's exact value (how it plays at the strengths measured follows)
balance-headline-ladder = not solved, so not the board's value: the strength ladder's verdict is { $verdict } ({ $reason })
balance-headline-self-play = not solved, so not the board's value: in self-play at { $strength } the lions win { $pct } % of { $n } decisive { $n ->
    [one] game
   *[other] games
}, { $verdict } (at that strength only)
balance-headline-none-decisive = not solved, so not the board's value: in self-play at { $strength } no game was decisive
balance-summary-self-play = in self-play at { $strength } the lions win { $pct } % of decisive games (95 % { $ci }), { $verdict }
balance-summary-none-decisive = in self-play at { $strength } no game was decisive
balance-summary-ladder = the strength ladder's verdict: { $verdict } ({ $reason })
balance-strength = { $label ->
    [perfect] perfect play
   *[other] { $label }
}
verdict = { $v ->
    [balanced] balanced
    [favours-lions] favours lions
    [favours-jackals] favours jackals
    [undecided] undecided
    [unresolved] unresolved: depends on strength
   *[none] none
}
ladder-no-decisive = no decisive game
ladder-step-only = ; { $stronger } beats { $weaker } in only { $share } of decisive games
ladder-step-still = ; { $stronger } still beats { $weaker } in { $share } of decisive games
ladder-converged = converged at { $level }: the lions win { $share } of decisive games, as at the level below{ $step }
ladder-unresolved = { $moving ->
    [few-levels] fewer than two levels were played
    [not-played] the top skill step was not played
    [disagree] the last two levels disagree
   *[significant] the top skill step is still significant
}: lions' share of decisive games { $trace }{ $step }
balance-board = board
balance-self-play-head = { $name }: self-play at { $strength }: { $games } { $games ->
    [one] game
   *[other] games
} ({ $pairs } { $pairs ->
    [one] pair
   *[other] pairs
}, each set-up once with each side first), { $agent } agent{ $iterations }, seed { $seed }
balance-iterations = ({ $n } iterations per { $per ->
    [turn] turn
   *[move] group move
})
balance-wins = { $n ->
    [one] win
   *[other] wins
}
balance-row-how = { $elimination } by elimination, { $points } on points
balance-draws = draws
balance-capped = capped
balance-capped-text = { $n ->
    [one] game
   *[other] games
} reached the cap of { $max } { $max ->
    [one] round
   *[other] rounds
}
balance-capped-apart = (reported apart: not wins, draws or decisive games)
balance-share-lions = lions' share of decisive games
balance-share-first = first player's share
balance-ludii = balance (Ludii)
balance-length = length in rounds
balance-captures = captures per game
balance-refusals = capacity refusals
balance-na = n/a
balance-na-decisive = n/a (no decisive game)
balance-length-value = mean { $mean }, median { $median }, 90 % within { $p90 }
balance-captures-value = lions took { $lions } jackals, jackals took { $jackals } lions
balance-none = none
balance-occupancy = occupancy (share of turn ends held)
balance-occupancy-row = lions { $lions }  jackals { $jackals }
balance-verdict-none-time = verdict at { $strength }: none (no pair of games finished within the time budget)
balance-verdict-none-decisive = verdict at { $strength }: none (no decisive game: { $draws } drawn, { $capped } reached the cap; nothing to read a verdict from)
balance-why-balanced = the 95 % interval of the lions' share of decisive games lies within 40–60 %
balance-why-perfect = the lions win { $pct } of decisive games (95 % { $ci }): the interval holds 50 % but reaches outside 40–60 %; at perfect play a game's result depends on who starts and the set-up, so more games do not settle it: read the exact value
balance-why-time = the lions win { $pct } of decisive games (95 % { $ci }): the interval holds 50 % but reaches outside 40–60 %; the time budget cut the games short: a larger --time plays more of them
balance-why-more = the lions win { $pct } of decisive games (95 % { $ci }): the interval holds 50 % but reaches outside 40–60 %; play more games (e.g. --games { $games }) to narrow it
balance-why-excludes = the lions win { $pct } of decisive games (95 % { $ci }): the interval excludes 50 %
balance-verdict = verdict at { $strength }: { $verdict } ({ $why }){ $exact }
balance-verdict-exact = ; that is how this strength plays it: the board's exact value is the first line
balance-exact-head = perfect play (the exact value):
balance-jackals-first = jackals first
balance-lions-first = lions first
balance-ladder-head = strength ladder ({ $games } games per level; self-play, lions' share of decisive games, 95 %):
balance-ladder-row = lions { $lions }, jackals { $jackals }, other { $other }
balance-skill-head = skill trace (each level against the one below, both colours; stronger's share of decisive games):
balance-vs = vs
balance-skill-row = won { $lions } as lions, { $jackals } as jackals, lost { $lost }
balance-significant = significant
balance-ladder-line = ladder: { $verdict } ({ $reason })
balance-in-short = in short: { $summary }
balance-untried-head = not done within the time budget (--time):
balance-not-balanced = not balanced: `savanna balance { $board } --suggest` tries changes of the rules, the pieces and the start that would balance it
balance-suggest-head = suggestion (changes tried, one change before two, each for the first player it plays with):
balance-suggest-balanced = <- balanced
balance-suggest-untried = not tried within the time budget (--time): { $list }
balance-suggest-line = suggest: { $headline }

## Diagnostics (diagnostics, checks, command::report)

diag-summary = { $name }: { $errors } { $errors ->
    [one] error
   *[other] errors
}, { $warnings } { $warnings ->
    [one] warning
   *[other] warnings
}, { $advice } advice
diag-more = ... and { $n } more { $code } { $severity ->
    [error] { $n ->
        [one] error
       *[other] errors
    }
    [warning] { $n ->
        [one] warning
       *[other] warnings
    }
   *[advice] advice
} (run `savanna check { $name }` to read them all)
diag-read-advice = (run `savanna check { $name }` to read the advice)
diag-region = region { $id }
diag-region-named = { $name } (region { $id })
diag-line = line { $n }
diag-line-named = line { $n } ({ $name })
diag-frame = the frame
diag-pair = { $a } and { $b }
diag-label-also-bounds = also bounds region { $id }
diag-label-smallest = the smallest region
diag-label-short-border = short border
diag-label-search-stopped = search stopped here
diag-label-no-capture-room = no room for a capture
diag-label-corner-only = meets others only at a corner
diag-label-through-corner = through the corner where they touch
diag-label-corner-on-frame = the corner where they touch is on the frame
diag-label-too-small = too small for a jackal
diag-label-regions = { $n } { $n ->
    [one] region
   *[other] regions
}
diag-label-cut-off = { $region } is cut off from the rest
diag-label-cut-off-many = regions { $regions } are cut off from the rest
diag-label-free-end = free end at { $at }
diag-board-region-count = the board has { $n } { $n ->
    [one] region
   *[other] regions
}; the game is meant for about ten ({ $min } to { $max } here)
diag-board-region-count-help = add or remove lines, or set `rules: {"{"}min_regions, max_regions{"}"}` to accept this count
diag-board-unequal-regions = { $large } is { $ratio } times the area of { $small } (more than { $max })
diag-board-unequal-regions-help = move lines to even out the regions, or raise `rules: {"{"}max_area_ratio{"}"}`
diag-board-disconnected = the regions fall apart into { $n } groups that no move can cross: { $groups } (regions by id)
diag-board-disconnected-help = connect the groups: every region must be reachable from every other through shared borders (a corner is not a border)
diag-region-corner-contact-meet = { $n } regions meet at { $at }: { $pairs } touch only at that corner and are not neighbors
diag-region-corner-contact = { $pairs } touch only at { $at } and are not neighbors
diag-region-corner-contact-help = moves never cross a corner; mark the point on the sheet so players do not argue about it
diag-region-too-small = { $region } cannot hold one jackal ({ $diameter } across): its area is { $area } and the widest disc inside it is { $width } across
diag-region-too-small-help = widen the region by at least { $by } by moving its lines apart, or merge it into a neighbor by deleting a line
diag-board-dangle-near = { $line } has a free end at { $at }, { $distance } from { $other }: the stretch of line leading to that end (length { $length }) bounds no region
diag-board-dangle = { $line } has a free end at { $at }: the stretch of line leading to that end (length { $length }) bounds no region
diag-board-dangle-help = extend the line to meet another line or the frame, or shorten it to the last crossing
diag-length = { $x } { $unit }
diag-area = { $x } { $unit }²
diag-region-short-border = { $a } and { $b } share a border of only { $length }, shorter than a piece ({ $piece }): players will read it as a corner
diag-region-short-border-help = move a line so that the border is longer, or so that the regions meet only at a point
diag-label-the-short-border = the short border ({ $length })
diag-label-carries-the-rest = carries the rest of it
diag-region-search-capped = { $region }: the search for { $kind }s stopped at { $n } { $n ->
    [one] piece
   *[other] pieces
} (it examines at most { $points } lattice points); that many certainly fit, and at most { $bound } do
diag-region-search-capped-help = so many pieces never matter in play; for a full count, split the region or give larger pieces
diag-label-the-setup = the start position
diag-label-the-field = the field
diag-label-the-lines = the lines
diag-board-too-few-lion-regions = { $k ->
    [0] no region can hold a lion
    [one] only region { $regions } can hold a lion
   *[other] only { $k } regions can hold a lion ({ $regions })
}, { $n ->
    [one] but 1 lion is in play
   *[other] but there are { $n } lions and they start one per region
}
diag-board-too-few-lion-regions-help = make more regions at least { $diameter } wide (a lion's diameter), or play with fewer lions
diag-label-default-lions = { $n } { $n ->
    [one] lion
   *[other] lions
} (the default) need { $n } { $n ->
    [one] region
   *[other] regions
}
diag-board-no-pack-region = no region holds the whole pack of { $n } { $n ->
    [one] jackal
   *[other] jackals
}
diag-board-no-pack-region-largest = no region holds the whole pack of { $n } { $n ->
    [one] jackal
   *[other] jackals
}: the largest, { $region }, holds { $k }
diag-board-no-pack-region-help = the pack starts together in one region: make one region larger, or play with fewer jackals
diag-label-default-jackals = { $n } { $n ->
    [one] jackal
   *[other] jackals
} (the default) start in one region
diag-board-no-capture-region = no region can hold one lion and three jackals together, so no capture can ever happen (lions fit in regions { $regions }, but at most { $n } { $n ->
    [one] jackal
   *[other] jackals
} beside one)
diag-board-no-capture-region-help = make some regions larger, or the pieces smaller under `pieces:` (a lion is { $lion } across, a jackal { $jackal })
diag-label-piece-across = { $kind }: { $diameter } across
diag-region-no-capture = { $region } cannot host a capture: the packing search fits { $n ->
    [0] no jackal
    [one] 1 jackal
   *[other] { $n } jackals
} beside a lion, not the three a capture needs (the game allows what the search fits)
diag-region-no-capture-help = captures happen where a lion and three jackals meet; make the region a little larger if it should host one
diag-a-line = a line
diag-the-line-it-meets = the line it meets
diag-board-no-regions-flat-frame = the frame ({ $w } by { $h }) is smaller than the snap grid ({ $pitch }): on the grid it has no area, so the board has no regions
diag-board-no-regions-flat-frame-help = give the frame its size in the board's units (`units:`), or a finer `snap:`
diag-label-below-grid = smaller than the snap grid
diag-board-no-regions-gap = the lines close no region: the smallest gap is { $gap } wide, between the free end of { $line } at { $at } and { $other } at { $to }
diag-board-no-regions-gap-help = extend the line to { $to } so that the outline closes{ $framed ->
    [yes] {""}
   *[no] , or add a `frame:` around the field
}
diag-board-no-regions-empty = the board has no lines and no frame, so it has no regions
diag-board-no-regions-empty-help = draw lines that close regions under `lines:`, or add a `frame:` around the field
diag-board-no-regions = the lines close no region: they neither cross each other nor meet end to end
diag-board-no-regions-help = draw lines that cross or meet{ $framed ->
    [yes] {""}
   *[no] , or add a `frame:` around the field
}
diag-label-from-free-end = { $gap } from the free end
diag-board-near-miss-overshoot = { $line } overshoots { $met } at { $at } by { $by }
diag-board-near-miss-overshoot-snap = end the line at { $at }, or trim every overshoot this short by snapping: add `snap: { $pitch }` ({ $moves })
diag-board-near-miss-overshoot-help = end the line at { $at }: the overshoot bounds no region{ $searched ->
    [yes] {""}
   *[no] {" "}(a `snap:` pitch that trims it is worked out for the first { $limit } free ends only)
}
diag-board-near-miss-short = { $line } stops { $gap } short of { $other }: its end at { $at } misses { $to }
diag-board-near-miss-short-snap = move the end to { $at }, or join every gap this small by snapping: add `snap: { $pitch }` ({ $moves })
diag-board-near-miss-short-help = move the end to { $at } so that the lines meet{ $searched ->
    [yes] {""}
   *[no] {" "}(a `snap:` pitch that joins it is worked out for the first { $limit } free ends only)
}
diag-snap-moves-none = it moves none of the { $n } drawn ends and corners; crossings move by up to { $bound }
diag-snap-moves = it moves { $moved } of the { $n } drawn ends and corners, the farthest by { $farthest }; crossings move by up to { $bound }
diag-board-cut-edge = { $line } has { $length } with the same region on both sides: it separates nothing
diag-board-cut-edge-help = a line that only connects two separate outlines bounds no region: remove it or make it close a region
diag-label-same-region = same region on both sides
diag-board-outside-frame = { $line } lies wholly outside the frame and is ignored
diag-board-outside-frame-help = move the line inside the frame, or delete it
diag-label-outside-frame = outside the frame
diag-board-degenerate-line = { $line } is shorter than the snap grid ({ $pitch }) and is ignored
diag-board-degenerate-line-help = give the line two distinct ends, or delete it
diag-label-single-point = a single point on the grid
diag-board-duplicate-line = { $line } repeats { $other } ({ $length } long)
diag-board-duplicate-line-help = delete one of the two: a line drawn twice is still one line
diag-board-line-along-frame = { $line } runs along the frame for { $length }
diag-board-line-along-frame-help = the frame is drawn anyway: shorten the line to where it leaves the frame, or delete it
diag-board-overlapping-lines = { $a } and { $b } run along each other for { $length }
diag-board-overlapping-lines-help = draw each stretch of line once: delete or shorten one of them
diag-label-this-line = this line
diag-label-runs-along-this = runs along this one
diag-label-runs-along-it = runs along it
diag-board-overlapping-bundle = { $n } lines run along each other ({ $names }{ $more ->
    [0] {""}
   *[other] {" "}and { $more } more
}): { $pairs } overlapping { $pairs ->
    [one] pair
   *[other] pairs
}, the longest shared stretch { $longest }
diag-board-overlapping-bundle-help = draw each stretch of line once: keep one line per stretch and delete or shorten the others
diag-setup-no-pieces = no { $kind }s are in play (`count: 0`); the game needs both sides
diag-setup-no-pieces-help = give `pieces: { $kind }: count` at least 1
diag-label-count-0 = count 0
diag-setup-lions-together = two lions start in { $region }; lions start one per region
diag-setup-lions-together-help = put each lion in a region of its own
diag-label-second-lion = second lion here
diag-label-first-lion = first lion here
diag-setup-region-id = the setup names { $n ->
    [one] region
   *[other] regions
} by id ({ $ids }): ids follow the reading order of the regions and change when a line moves
diag-setup-region-id-help = name the regions under `regions:` (a point inside each) and start the pieces there by name
diag-label-region-id = a region id
diag-setup-lions-none-in-play = the setup places { $n } { $n ->
    [one] lion
   *[other] lions
} but no lions are in play
diag-setup-lions-none-in-play-help = add `lion: {"{"}diameter: D, count: N{"}"}` under `pieces:`, or remove `setup: lions:`
diag-label-setup = setup
diag-setup-lion-count = the setup places { $n } { $n ->
    [one] lion
   *[other] lions
} but { $k ->
    [one] 1 is
   *[other] { $k } are
} in play
diag-setup-lion-count-help = list one region per lion under `setup: lions:`, or change `pieces: lion: count`
diag-setup-lion-does-not-fit = a lion starts in { $region }, but no lion fits there: a lion is { $diameter } across and the widest disc inside the region is { $width } across
diag-setup-lion-does-not-fit-help = start the lion in a region at least a lion wide
diag-label-no-room-lion = no room for a lion
diag-setup-pack-does-not-fit = the pack of { $n } { $n ->
    [one] jackal
   *[other] jackals
} starts in { $region }, which holds only { $k }
diag-setup-pack-does-not-fit-help = start the pack in a region that holds it whole
diag-label-pack-too-large = pack too large for this region
diag-setup-pack-with-lion = the pack starts in { $region }, where a lion starts: a region never holds both sides at rest (rule 1)
diag-setup-pack-with-lion-help = start the pack in a region without a lion, at least { $n } { $n ->
    [one] border
   *[other] borders
} from every lion
diag-label-the-pack = the pack
diag-label-the-lion = the lion
diag-setup-pack-too-close = the pack starts { $d ->
    [1] next to
   *[other] { $d } borders from
} the lion in { $region }; it should start on the other side of the field
diag-setup-pack-too-close-help = start the pack at least { $n } { $n ->
    [one] border
   *[other] borders
} from every lion, or lower `rules: {"{"}min_pack_distance{"}"}`
diag-and = { $rest } and { $last }
diag-scale-field-under-mm = a field under { $x } mm
diag-scale-field-over-m = a field over { $x } m
diag-scale-pieces-under-mm = pieces under { $x } mm
diag-scale-pieces-over-m = pieces over { $x } m
diag-scale-pieces-across = over { $x } pieces across the field
diag-scale-field = a { $w } × { $h } field
diag-scale-field-pieces = { $field } with pieces { $pieces } across
diag-unit-words = { $unit ->
    [mm] millimetres
    [cm] centimetres
    [m] metres
    [in] inches
   *[other] { $unit }
}
diag-scale-given-default = millimetres (`units: mm`, the default)
diag-scale-given = { $words } (`units: { $unit }`)
diag-scale-other = `units: { $unit }` ({ $sizes })
diag-board-implausible-size = in { $given } this board is { $sizes }: { $why }
diag-board-implausible-size-help = if the numbers are { $words }, write `units: { $unit }` ({ $sizes }){ $n ->
    [0] {""}
   *[other] ; they also fit { $others }
}
diag-label-measured-here = measured here
diag-board-not-packed = capacities not packed: the regions could hold up to { $bound } { $kind } discs (each region's area over a disc's), more than the { $max } savanna packs on one board
diag-board-not-packed-help = give larger pieces under `pieces:` or a smaller field
diag-board-not-packed-help-unit = if the numbers are { $words }, write `units: { $unit }` ({ $sizes }: at most { $n } { $kind } discs); otherwise give larger pieces under `pieces:` or a smaller field
diag-name-same-region-gap = { $message }: { $line } stops { $gap } short of { $other }, so its two sides are one region
diag-name-same-region-gap-help = extend { $line } to meet { $other } (see the near miss), or move one of the points into the region it is meant for
diag-label-stops-short = stops { $gap } short
diag-name-no-glyph = { $what } has { $n ->
    [one] a character
   *[other] characters
} that no shipped font can draw: { $chars }
diag-name-no-glyph-help = the sheet shows an empty box in its place: use another character, or spell the name in a script savanna has fonts for (Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, Chinese, Japanese, Korean, emoji)
diag-label-no-font = { $n ->
    [one] no font has { $code }
   *[other] no font has these { $n } characters
}
diag-the-board-name = the board name `{ $name }`
diag-the-piece-kind = the piece kind `{ $name }`
diag-the-region-name = the region name `{ $name }`
diag-name-same-region = `{ $name }` and `{ $prev }` both name region { $id }
diag-name-same-region-help = give each region one name: move one of the points into the region it is meant for
diag-label-second-name = second name for this region
diag-label-first-named = first named here
diag-name-on-border = the point { $at } for `{ $name }` lies on a border, not inside a region
diag-name-on-border-help = move the point into the region you mean to name
diag-label-on-boundary = on the boundary of region { $id }
diag-name-outside = the point { $at } for `{ $name }` is not inside any region
diag-name-outside-help = move the point inside the region you mean to name (coordinates are x right, y down)
diag-label-in-no-region = in no region
diag-name-looks-like-id = region { $id } is named `{ $name }`, which is also region { $other }'s id
diag-name-looks-like-id-help = a move or `setup:` writing `{ $name }` means this region (the name is read first), not region { $other }: give it a name that is not a number
diag-label-a-region-id = a region's id
diag-setup-no-such-id = there is no region { $id }: the board has { $n } { $n ->
    [one] region
   *[other] regions
}
diag-setup-no-such-id-help = use a region id from 1 to the number of regions, or a name from `regions:`
diag-label-no-such-region = no such region
diag-setup-unplaced-region = the region `{ $name }` could not be placed, so nothing can start there
diag-setup-unplaced-region-help = fix the point of `{ $name }` under `regions:` (see the error there) so that it lies inside a region
diag-label-no-place = this region has no place on the board
diag-did-you-mean = did you mean `{ $name }`?
diag-setup-unknown-name = no region is named `{ $name }`
diag-setup-unknown-name-help = name the region under `regions:` with a point inside it, or use its id
diag-label-unknown-region = unknown region
diag-input-not-utf8 = the file is not UTF-8 text (invalid byte at offset { $at })
diag-input-not-utf8-help = save the board file as UTF-8 text
diag-label-not-utf8 = not UTF-8
diag-input-too-large = the file is larger than { $bytes } bytes ({ $mb } MB), the largest board file savanna reads
diag-input-too-large-help = split the board, or check that this is the right file
diag-label-file-too-large = file too large
diag-input-binary = the file holds a NUL byte at offset { $at }: it looks like a binary file
diag-input-binary-help = give a board file in YAML or JSON text
diag-label-nul-byte = NUL byte
diag-label-past-the-limit = past the limit here
diag-input-yaml-syntax = the file is not valid YAML: { $message }
diag-input-yaml-syntax-help = fix the YAML syntax here (brackets, indentation, `key: value`)
diag-label-here = here
diag-input-control-char = the file is not valid YAML: it holds the control character { $code }, which YAML does not allow
diag-input-control-char-help = delete it (it often comes with text copied from a terminal or a word processor)
diag-label-this-character = this character
diag-input-tab = line { $line } is indented with a tab (column { $column }); YAML indents with spaces only
diag-input-tab-help = replace the tab with spaces, as many as the lines above use at this level
diag-label-tab = tab
diag-input-too-deep = the file nests lists and mappings more than { $n } deep
diag-input-too-deep-help = a board file needs 4 levels at most: check the brackets
diag-input-alias-bomb = the file's aliases expand to more than { $n } values (an alias bomb?)
diag-input-aliases-help = write the board without YAML aliases (`*name`), or split it
diag-input-too-many-values = the file holds more than { $n } values
diag-input-too-many-values-help = split the board into smaller boards: a playable board has tens of lines, not hundreds of thousands
diag-input-alias-jumps = the file's aliases, expanded, dereference aliases more than { $n } times per value written (aliases of aliases?)
diag-input-empty = the file holds no board
diag-input-empty-help = a board file needs at least `lines:` or `frame:`; see `savanna schema`
diag-label-empty = empty
diag-game-too-many-regions = the board has { $n } regions; the game plays on at most { $max }
diag-game-too-many-regions-help = play on a board with fewer regions
diag-game-no-kind = the board has no `lion` or no `jackal` pieces
diag-game-no-kind-help = give both kinds under `pieces:`
diag-game-no-pieces = the board puts { $lions } { $lions ->
    [one] lion
   *[other] lions
} and { $jackals } { $jackals ->
    [one] jackal
   *[other] jackals
} in play; the game needs both sides
diag-game-no-pieces-help = give `pieces: lion: count` and `pieces: jackal: count` at least 1
diag-game-too-many-pieces = the game plays with at most { $max } pieces of a kind
diag-game-too-many-pieces-help = lower `pieces: ... count`
diag-game-no-capacity = the board file has no capacities, so the engine cannot tell what fits
diag-game-no-capacity-help = build the board without `--no-capacity`
diag-position-syntax = not a position: { $message }
diag-position-syntax-help = a position is `side: jackals` and `pieces: {"{"}REGION: {"{"}lions: N, jackals: N{"}"}{"}"}` (see schemas/game-position.schema.json)
diag-position-unknown-region = { $what }: the board has no region `{ $key }`
diag-position-unknown-region-help = give a region id from 1 to { $n } or a region name
diag-position-duplicate-region = region { $region } is given twice under `pieces`
diag-position-duplicate-region-help = give each region once
diag-position-both-sides = region { $region } holds { $lions } and { $jackals }: a region never holds both sides (an attack captures everything there)
diag-position-both-sides-help = put only one side's pieces in each region
diag-position-does-not-fit = region { $region } holds { $pieces }, but at most { $cap } fit
diag-position-does-not-fit-help = move some pieces to other regions
diag-position-no-pieces = the position has no pieces of either side: no game reaches it (a capture leaves the capturing side on the board)
diag-position-no-pieces-help = give each side's pieces under `pieces:`, e.g. `3: {"{"}lions: 1{"}"}` and `7: {"{"}jackals: 9{"}"}`
diag-position-too-many-pieces = the position has { $have } { $kind }, but only { $max } { $max ->
    [one] is
   *[other] are
} in play
diag-position-too-many-pieces-help = remove pieces, or change `pieces:` in the board file
diag-position-quiet = quiet: { $q } is not a number of rounds: give a whole or half number from 0 (e.g. 2 or 2.5)
diag-position-quiet-help = `quiet` counts the rounds in a row without a capture, in steps of a half
diag-input-frame-conflict = `frame` has both a `polygon` and a rectangle size
diag-input-frame-conflict-help = keep either `width`/`height` or `polygon`
diag-label-rectangle = rectangle
diag-label-polygon = polygon
diag-input-too-many-frame-points = the frame polygon has { $n } corners, more than the limit of { $max }
diag-label-too-many-corners = too many corners
diag-input-too-many-frame-points-help = simplify the frame outline
diag-input-frame-too-few-points = the frame polygon has { $n } distinct { $n ->
    [one] corner
   *[other] corners
}; it needs at least 3
diag-label-too-few-corners = too few corners
diag-input-frame-too-few-points-help = give the frame's corners in order, at least 3
diag-input-frame-self-intersection = the frame polygon is not simple: { $what }
diag-input-frame-self-intersection-help = list the corners in order around the outline, each once, so that no two edges meet except neighbors at their shared corner
diag-label-edge-starts = edge { $k } starts here
diag-edge = { $k } (from { $from } to { $to })
diag-frame-repeated-corner = corners { $i } and { $j } are the same point, { $at }
diag-frame-collinear = all corners lie on one line: it has no area
diag-frame-fold-back = edges { $a } and { $b } fold back over each other
diag-frame-cross = edges { $a } and { $b } cross
diag-frame-touch = edges { $a } and { $b } touch
diag-input-too-many-lines = the board has { $n } lines, more than the limit of { $max }
diag-label-too-many-lines = too many lines
diag-input-zero-length-line = line { $n } starts and ends at the same point ({ $x }, { $y })
diag-input-zero-length-line-help = remove it, or move one end: it draws nothing and bounds no region
diag-label-zero-length = zero length
diag-input-unknown-unit = unknown unit `{ $unit }`; the units are mm, cm, m and in
diag-input-unknown-unit-write = write `units: { $unit }`
diag-input-unknown-unit-help = write one of mm, cm, m, in
diag-label-unknown-unit = unknown unit
diag-input-unknown-lang = unknown language `{ $lang }`; the languages are { $langs }
diag-label-unknown-lang = unknown language
diag-input-unknown-lang-help = write one of { $langs } (e.g. `lang: ru`), or remove `lang:` to print in the reader's language
diag-input-snap-not-positive = `snap` is { $snap }; it must be positive
diag-label-not-positive = not positive
diag-input-snap-not-positive-help = remove `snap:` for the default ({ $default } mm) or give a positive grid pitch
diag-input-snap-coarser = `snap` is { $snap }, coarser than the default { $kind } ({ $diameter } across): savanna cannot measure the pieces
diag-label-coarser-than-piece = coarser than a piece
diag-input-snap-coarser-help = make `snap:` finer than the smallest piece (a tenth of it or less), or give `pieces:` in the board's units
diag-early = warning: { $message } (capacities are packed next; the report follows)
diag-input-duplicate-key = `{ $key }` appears twice in { $what }
diag-input-duplicate-key-help = remove or rename one of them (the first one is used)
diag-label-again-here = again here
diag-label-first-here = first here
diag-help = help
table-id = id
table-region = region
table-area = area ({ $units }²)
table-kind = { $kind ->
    [lion] lion
   *[jackal] jackal
}
table-together = lions and jackals together
table-neighbors = neighbors
table-at-most = (at most { $n })
table-enough = n+: holds every piece of that kind in play, not searched further (--full-capacity)
sheet-start-lion = a lion starts here
sheet-start-pack = the jackal pack ({ $n }) starts here

solve-stats = solved{ $timed ->
    [yes] {" "}in { $seconds } s
   *[no] {""}
}: { $states } states, { $transitions } end-of-turn transitions enumerated{ $graphs ->
    [yes] {" "}and the jackals' quiet turns as graphs of { $graph_states } partial turns and { $graph_edges } edges
   *[no] {""}
}, { $turn_states } turn states expanded; values { $values }, turn lists{ $graphs ->
    [yes] {" "}and graphs
   *[no] {""}
} { $lists } at most{ $regenerated ->
    [0] {""}
   *[other] {" "}(to stay within --max-memory, the turns or quiet graphs of { $regenerated_placements } of the { $placements } placements and sides to move, in { $regenerated } { $regenerated ->
        [one] class
       *[other] classes
    }, were regenerated for each quiet layer)
}
cli-wrote = wrote { $path }
cli-wrote-summary = wrote { $path } ({ $summary })

# ---------------------------------------------------------------------------------------------
# The editor page (web/src/, issue 41.1): every word the page says, `editor-…` ids, grouped by
# the page's parts. The page also uses count-, cap-, outcome-, play-captures and verdict above
# (web/scripts/ftl.mjs lists them); web/test/messages.test.mjs checks every id it uses is here and
# in every other catalogue. Keep the page's messages in this section.

## The editor page (web/src/: main.ts, design/, play/): every word it says

editor-page-title = savanna: board editor
editor-tab-design = Design
editor-tab-play = Play
editor-tab-balance = Balance
editor-engine-loading = loading the engine…
editor-engine-version = engine { $version }
editor-engine-failed = the engine did not load: { $message }
editor-lang-label = Language

## The Design tab: toolbar (design/toolbar.ts)

editor-grid-pitch-title = grid pitch in board units
editor-paper-pdf-title = the PDF's paper
editor-undo = Undo
editor-undo-title = undo (Ctrl+Z)
editor-redo = Redo
editor-redo-title = redo (Ctrl+Shift+Z)
editor-new = New board
editor-new-title = start fresh: a new empty board (Undo brings this one back)
editor-open = Open
editor-open-title = open a board file or a drawing, or read a photo of a board drawn by hand
editor-open-file = Board or drawing…
editor-open-file-title = open a board file (YAML/JSON), import an SVG drawing, or read a photo (JPEG, PNG, WebP)
editor-save-yaml = Save YAML
editor-save-yaml-title = download the board file as written
editor-copy-link = Copy link
editor-copy-link-title = a link that holds the whole board (#board=…): whoever opens it gets this board
editor-export = Export
editor-export-title = download the board file or the print sheet
editor-dl-board = Board file
editor-dl-board-title = download the validated board file (JSON, with capacities)
editor-dl-svg = Sheet SVG
editor-dl-svg-title = download the print sheet as SVG (true scale)
editor-dl-pdf = Sheet PDF
editor-dl-pdf-title = download the print sheet as PDF (true scale, tiled on the paper when larger)
editor-dl-png = Sheet PNG
editor-dl-png-title = download the print sheet as a PNG picture (4 pixels a mm, at most 4096 a side)
editor-print = Print…
editor-print-title = print the sheet from here: the cover, then the pages on the paper chosen (print at 100 %)
editor-paper = paper
editor-paper-title = the paper of the PDF and of printing
editor-scale-correction = scale correction
editor-scale-correction-title = the printer's correction, as the cover asks: if its 100 mm square prints 99.5 × 100.3 mm, type 1.005 and 0.997 (0.8 to 1.25; 1: none)
editor-grid = grid
editor-fit = Fit
editor-fit-title = show the whole board
editor-verdict-no-regions = no regions
editor-verdict-regions = { $n ->
    [one] { $n } region
   *[other] { $n } regions
}
editor-verdict-errors = { $n ->
    [one] { $n } error
   *[other] { $n } errors
}
editor-verdict-warnings = { $n ->
    [one] { $n } warning
   *[other] { $n } warnings
}
editor-verdict-empty = empty sheet: draw lines
editor-verdict-valid = valid
editor-verdict-valid-so-far = valid so far (capacities…)

## The Design tab: keyboard shortcuts (design/shortcuts.ts)

editor-key-undo = undo
editor-key-redo = redo
editor-key-delete = delete the selected lines
editor-key-escape = cancel the gesture, clear the mark and the selection
editor-key-nudge-left = nudge the selected lines left by the grid pitch
editor-key-nudge-right = nudge right
editor-key-nudge-up = nudge up
editor-key-nudge-down = nudge down
editor-key-zoom-in = zoom in
editor-key-zoom-out = zoom out
editor-key-fit = fit the board in view
editor-key-copy = copy the selected lines
editor-key-paste = paste the copied lines (a grid pitch further each time)
editor-key-duplicate = duplicate the selected lines
editor-key-select-all = select every line

## The Design tab: tools (design/tools/)

editor-tool-draw = Draw
editor-tool-draw-title = draw straight lines: press, drag, release (snaps to ends, lines, the frame and the grid; Shift: 15° steps)
editor-tool-frame = Frame
editor-tool-frame-title = click the corners of a polygon frame; double-click (or click the first corner) to close
editor-tool-name = Name
editor-tool-name-title = click a region to name it
editor-tool-start = Start
editor-tool-start-title = drag the lions and the pack to set up the start
editor-start-none = The board has no start yet: "Auto start" (under Board) puts the lions and the pack on it, then drag them.
editor-tool-select = Select
editor-tool-select-title = select a line (Shift-click: several); drag its ends or the lines; Delete removes them

## The Design tab: side panel (design/panels.ts)

editor-region-point = Point at a region to see its neighbors.
editor-diagnostics = Diagnostics
editor-line-name-placeholder = name (optional)
editor-line-new = New line
editor-region-name-placeholder = region name
editor-name-submit = Name
editor-add-line = Add line
editor-add-line-title = add the line with these ends
editor-move-ends = Move ends
editor-move-ends-title = move the selected line's ends here
editor-delete-line = Delete line
editor-delete-line-title = delete the selected line (Delete)
editor-line-from = from
editor-line-to = to
editor-board-settings = Board
editor-units = units
editor-frame = frame
editor-set = Set
editor-set-frame-title = a rectangular frame (0,0)-(width,height)
editor-lion-diameter = lion ⌀
editor-jackal-diameter = jackal ⌀
editor-set-pieces-title = the piece diameters, in the board's units
editor-auto-start = Auto start
editor-auto-start-title = the pack in the last region that holds it, the lions in the regions farthest from it
editor-game-options = Game options
editor-region-under-pointer = Region under the pointer
editor-size-bad = { $what }: a number above 0, in { $units }.
editor-board-units = the board's units
editor-frame-width = frame width
editor-frame-height = frame height
editor-lion-diameter-what = lion diameter
editor-jackal-diameter-what = jackal diameter
editor-start-drawing = Start drawing: press on an edge of the frame, drag across the sheet and release. Lines snap to the frame, to each other and to the grid; about ten regions make a good board.
editor-region = Region { $id }
editor-region-named = Region { $id }: { $name }
editor-region-area = area { $area } { $units }²
editor-region-neighbors = neighbors: { $list }
editor-none = none
editor-region-corner-only = corner-only: { $list }
editor-region-holds = holds: { $list }
editor-computing = computing…
editor-line-both-ends = Type both ends of the line.
editor-auto-start-few = Draw at least two regions first.
editor-units-convert = Convert
editor-units-convert-title = scale every coordinate and piece size: { $a } { $from } becomes { $b } { $to } (the board keeps its size)
editor-units-keep = Keep numbers
editor-units-keep-title = only the unit changes: { $a } { $from } becomes { $a } { $to } (the board changes size)
editor-cancel = Cancel
editor-units-cancel-title = leave the units as they are
editor-line = Line { $n }
editor-line-named = Line { $n } ({ $name })
editor-game-range = { $what }: a whole number from { $lo } to { $hi }.
editor-game-combined-attack = combined attack
editor-game-first = first
editor-game-fit = fit
editor-game-freeze = freeze
editor-game-gathered-lions-disperse = gathered lions disperse
editor-game-jackal-points = jackal points
editor-game-lion-points = lion points
editor-game-lion-strength = lion strength
editor-game-max-rounds = max rounds
editor-game-pack-count = pack count
editor-game-pass = pass
editor-game-dispersal = dispersal
editor-game-pack-leaves-one = pack leaves one
editor-game-quiet = quiet
editor-game-quiet-rounds = quiet rounds
editor-game-setup = setup
editor-game-value-jackals = jackals
editor-game-value-lions = lions
editor-game-value-at-entry = at_entry
editor-game-value-after-capture = after_capture
editor-game-value-region = region
editor-game-value-pieces = pieces
editor-game-value-no-capture = no_capture
editor-game-value-no-capture-possible = no_capture_possible
editor-game-value-board = board
editor-game-value-random = random
editor-game-value-turn = turn
editor-game-value-group = group
editor-game-value-when-stuck = when_stuck
editor-game-value-allowed = allowed
editor-game-value-one-stays = one_stays
editor-game-value-one-per-region = one_per_region
editor-diagnostics-count = Diagnostics ({ $n })
editor-severity-error = error
editor-severity-warning = warning
editor-severity-advice = advice
editor-diag-more = and { $n } more ({ $code })
editor-diag-none = No problems found.
editor-piece-lion = lion
editor-piece-jackal = jackal
editor-piece-size = The { $kind } is { $d } across on a { $w } × { $h } frame: more than a quarter of its shorter side ({ $quarter })
editor-piece-size-also = { $n ->
    [one] , and so is the { $others }
   *[other] , and so are the { $others }
}
editor-piece-size-end = . Few regions could hold one: check the units ({ $units }) and the piece diameters.

## The Design tab: the editor (design/editor.ts)

editor-restored = Your board from your last visit, as you left it (New board starts a fresh one).
editor-edit-afresh = Edited without the engine's YAML editor: the file was written afresh (comments dropped).
editor-edit-refused = The edit did not apply: { $why }
editor-nudge-refused = { $what ->
    [end] Not moved: the end would leave the frame (drag it or type the ends to put a line outside).
    [line] Not moved: the line would leave the frame (drag it or type the ends to put a line outside).
   *[lines] Not moved: the lines would leave the frame (drag them or type the ends to put a line outside).
}
editor-nudge-stopped = Stopped at the frame's edge.
editor-snap = snap: { $kind }
editor-snap-end = end
editor-snap-crossing = crossing
editor-snap-line = line
editor-snap-grid = grid
editor-dismiss = dismiss

## The Design tab: files, links (design/files.ts, share.ts, print.ts)

editor-link-no-compress = No link: this browser cannot compress ({ $why }).
editor-link-copied = Link copied: it holds the whole board ({ $n } characters{ $long ->
        [yes] ; some apps cut links this long: send the file instead
       *[no] {""}
    }).
editor-link-copy = Copy this link: it holds the whole board ({ $n } characters{ $long ->
        [yes] ; some apps cut links this long: send the file instead
       *[no] {""}
    }).
editor-link-label = link to this board
editor-link-kept = The board shown is the one this browser kept.
editor-link-opened = Opened the board from the link.
editor-link-undo = Undo brings back the board you had.
editor-new-confirm = Discard the changes to this board and start a new one? (Undo brings it back.)
editor-svg-refused = The SVG drawing was not imported: { $why }
editor-at-line = line { $n }
editor-imported-with = Imported { $name }:
editor-imported = Imported { $name }.
editor-import-warnings = { $n ->
    [one] { $n } warning (in Diagnostics)
   *[other] { $n } warnings (in Diagnostics)
}
editor-opened = Opened { $name }.
editor-no-board-file = No board file: the board has errors.
editor-no-sheet = No print sheet: the board has errors.
editor-correction-bad = Scale correction: two factors from { $lo } to { $hi } (1.005 and 0.997 when the cover's 100 mm square prints 99.5 × 100.3 mm).
editor-correction-x = scale correction X
editor-correction-y = scale correction Y
editor-sheet-page = sheet page { $i } of { $n }
editor-printing = { $n ->
    [one] Printing { $n } page of { $paper }: print at 100 % / actual size (no "fit to page"), then measure the cover's 100 mm square.
   *[other] Printing { $n } pages of { $paper }: print at 100 % / actual size (no "fit to page"), then measure the cover's 100 mm square.
}
editor-link-not-board = The address ends in "#{ $shown }", which is not a board link (a board link ends in "#board=" and the board).
editor-link-not-base64 = The board link is damaged: after "#board=" it should hold base64url text (letters, digits, - and _). Was the link cut short or changed?
editor-link-not-deflate = The board link is damaged: its data does not unpack (raw DEFLATE). Was the link cut short when it was copied?
editor-link-not-utf8 = The board link unpacks to bytes that are not UTF-8 text: it was not made from a board file.

## The Design tab: a photo of a board (design/photo.ts)

editor-photo-size-bad = type the sheet's width and height (numbers above 0)
editor-photo-paper-title = the sheet's size: auto (recognised from its ratio; an A-series sheet is read as A4), a paper, or custom
editor-photo-paper-auto = auto
editor-photo-paper-custom = custom
editor-photo-width = sheet width
editor-photo-height = sheet height
editor-photo-unit = units of the sheet size
editor-photo-again = Read again
editor-photo-again-title = read the photo again at the paper size chosen (the board read replaces this one; Undo brings it back)
editor-photo-open = Open photo…
editor-photo-open-title = read a photo or scan (JPEG, PNG, WebP) of a board drawn on paper; on a phone, take one
editor-photo-underlay = Photo underlay
editor-photo-underlay-title = the photo faded under the lines read (the page's only: not in the board file)
editor-photo-refused = The photo was not read: { $why }
editor-photo-busy = A photo is being read: wait for it to finish.
editor-photo-reading = Reading the photo { $name }… (a large photo takes a few seconds)
editor-photo-read = Read { $name }: the lines found are drawn over the photo; move or delete any that are wrong.
editor-photo-warnings = { $n ->
    [one] { $n } warning (in Diagnostics).
   *[other] { $n } warnings (in Diagnostics).
}
editor-photo-read-tail = The Open menu hides the photo, or reads it again at another paper size.
editor-yaml-title = Board file (YAML)
editor-yaml-label = board YAML
editor-file-utf32-length = UTF-32 text with a length that is not a multiple of 4 bytes
editor-file-utf32-char = UTF-32 text with an invalid character at byte { $i }
editor-file-not-utf8 = not UTF-8 text (save it as UTF-8, or UTF-16 with a byte-order mark)
editor-file-not-text = not valid { $enc } text
editor-file-gzip = gzip-compressed, but damaged (it does not unpack)
editor-file-refused = { $name } was not opened: { $why }.

## The Design tab: lists for the keyboard and screen readers (design/access.ts)

editor-field-line-from-x = line from, x
editor-field-line-from-y = line from, y
editor-field-line-to-x = line to, x
editor-field-line-to-y = line to, y
editor-field-line-name = line name (optional)
editor-line-words = line { $n }: from { $from } to { $to }
editor-line-words-named = line { $n } ({ $name }): from { $from } to { $to }
editor-region-lower = region { $id }
editor-holds-unknown = capacity not computed yet
editor-holds-all = holds every piece
editor-holds = holds { $list }
editor-region-named-lower = { $name } (region { $id })
editor-neighbours = neighbours: { $list }
editor-corner-only = touches at a corner only: { $list }
editor-lines-label = lines
editor-regions-label = regions
editor-lines = Lines
editor-regions = Regions
editor-start-pieces = Start (pieces)
editor-board-help = The board, drawn. Its lines, regions and start are also listed in the side panel (Lines, Regions, Start).
editor-board-label-none = board: not built yet
editor-board-label = board: { $regions }, { $lines }
editor-board-label-stale = board: being rebuilt; { $regions }, { $lines }
editor-lines-count = { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
editor-lines-title = Lines ({ $n })
editor-regions-title = Regions ({ $n })
editor-ends-label = what the arrow keys move
editor-ends-whole = whole line
editor-ends-from = from end
editor-ends-to = to end
editor-moved = moved: { $words }
editor-lines-more = { $n ->
    [one] and { $n } more line (in the YAML pane)
   *[other] and { $n } more lines (in the YAML pane)
}
editor-named = named: { $name }
editor-name-region = name { $name }
editor-regions-more = { $n ->
    [one] and { $n } more region (point at them on the board)
   *[other] and { $n } more regions (point at them on the board)
}
editor-start-none-list = No start yet: "Auto start" (under Board) puts the lions and the pack on the board.
editor-lion-starts = lion { $n } starts in
editor-pack-starts = the pack starts in
editor-mark-lion = L
editor-mark-pack = { $n }J

## The Play tab (play/)

editor-agent-human = a person (you)
editor-agent-random = random
editor-agent-greedy = greedy
editor-legend-lions = lions: a white disc
editor-legend-jackals = jackals: a black disc
editor-legend-number = the number on a disc: how many are in that region
editor-play-first-board = the board's rule
editor-play-new = New game
editor-play-end = End turn
editor-play-download = Download record
editor-play-on = Play on from here
editor-play-perfect = Perfect play
editor-play-pv-next = Next ▶
editor-play-pv-end = To the end ⏭
editor-play-typed = or type a move: { $example }
editor-play-typed-example = 2 jackals FROM -> TO
editor-play-send = Send
editor-play-lions = Lions:
editor-play-jackals = Jackals:
editor-play-budget = MCTS iterations:
editor-play-seed = Seed:
editor-play-first = First:
editor-play-from-record = or from a record:
editor-play-legal = Legal moves
editor-play-log = Moves played
editor-play-undo-title = Take back your last move or end of turn, and the agents' replies to it
editor-play-end-title = End your turn (after at least one move, when one is legal)
editor-play-download-title = The game record (game-record JSON; `savanna replay` checks it)
editor-play-perfect-title = Solve the board and step through a game of perfect play (its principal variation), the first player as chosen above: Next plays it move by move, Undo steps back, Play on from here hands it to the players chosen
editor-play-pvnext-title = The next move of perfect play (or the end of the turn)
editor-play-pvend-title = Play the rest of the line of perfect play
editor-play-playon-title = A new game from this position, its moves so far kept: with the players chosen above (e.g. after Undo, change who plays a side)
editor-play-openrecord-title = Play on from a game record of this board (game-record JSON, as Download record writes it)
editor-play-board-changed = The board has changed since this game began: "New game" plays the new board.
editor-what-play = play it
editor-play-not-built = The board does not build yet: fix its errors in the Design tab to play it.
editor-play-has-errors = The board has errors (see the Design tab): it cannot be played as it is.
editor-play-no-start = the game could not start
editor-play-record-other = { $file } is a game on a board of { $regions } regions, not this one ({ $here }): open its board in the Design tab first.
editor-play-record-failed = the game could not go on from the record
editor-pv-cancelled = Solving cancelled.
editor-pv-errors = The board has errors: fix them in the Design tab to solve it.
editor-pv-solving = Solving the board for perfect play, the { $first } first… (a board of ten regions takes a minute or more; click again to cancel)
editor-pv-no-answer = no answer
editor-pv-not-solved = Not solved: { $why }
editor-pv-no-value = Not solved: the engine gave no value for this first player.
editor-pv-value = Perfect play, the { $first } first: { $value }. { $forgiving }. Next plays the line move by move; Undo steps back.
editor-play-engine-failed = The engine failed: { $why }
editor-play-undo-refused = replaying the game for undo, the engine refused `{ $line }`
editor-pv-cancel = Cancel solving
editor-play-starting = Starting the game…
editor-play-choose = Choose the players and press "New game".
editor-who-perfect = perfect play
editor-play-round = Round { $round }: the { $side } to move ({ $who })
editor-who-you = you
editor-play-made = { $n ->
    [one] { $n } move made this turn
   *[other] { $n } moves made this turn
}
editor-play-quiet = { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} without a capture (the points are counted after { $after }).
editor-play-stopped = The session stopped ({ $reason }) in round { $round }.
editor-play-over-after = Game over after round { $round }.
editor-play-on-board = On the board: { $lions }, { $jackals }.
editor-play-captured = Captured: the lions took { $jackals }, the jackals took { $lions }.
editor-play-over = Game over: { $outcome }.
editor-play-move-from = Move from { $region }:
editor-count-legal = { $n }: has legal targets
editor-count-illegal = { $n }: no legal target from here (the reason is under these buttons)
editor-play-then-click = then click a region.
editor-why-none = none of them has a legal move from here
editor-why-pack = at most { $n } may leave: when three or more jackals leave a region in a turn, one stays (the game option "pack leaves one")
editor-why-most = { $n ->
    [one] at most { $n } has a legal target
   *[other] at most { $n } have a legal target
}
editor-why = { $have } here; { $why }.
editor-play-or-end = …or end the turn.
editor-play-no-move = No legal move.

## The Balance tab (play/balance.ts)

editor-seconds = { $n } s
editor-minutes = { $n } min
editor-strength-random = random play (uniformly random moves: a baseline, the weakest player)
editor-strength-greedy = greedy play (the best evaluation one step ahead: a weak player)
editor-strength-mcts = MCTS at { $n } iterations per turn (stronger with more iterations, short of perfect play)
editor-strength-uct = UCT at { $n } iterations per group move (stronger with more iterations, short of perfect play)
editor-selfplay-at = Self-play at { $strength }
editor-selfplay-none = { $at }: no verdict (no game was decisive: { $draws } drawn, { $capped } reached the cap on rounds).
editor-selfplay-share = the lions win { $pct } of decisive games (95 %: { $ci }, { $n } decisive)
editor-selfplay-undecided = undecided: the interval holds 50 % but is too wide to say which side, if any, is favoured (more games narrow it)
editor-selfplay = { $at }: { $what }; { $share }. How players of this strength fare on the board, not its value under perfect play.
editor-balance-run = Run balance
editor-balance-cancel = Cancel
editor-balance-games = Games:
editor-balance-agent = Agent (both sides):
editor-balance-solve = Exact value: solve for at most (s, a deadline; 0: do not solve):
editor-heat-title = Who holds which region
editor-what-balance = measure its balance
editor-balance-changed = The board has changed since this run.
editor-balance-cancelled = Cancelled.
editor-balance-not-built = The board does not build yet: fix its errors in the Design tab first.
editor-balance-solving = solving… { $p } % (the exact value, deadline { $limit } s; then { $games } games)
editor-balance-games-of = { $done } of { $total } games
editor-balance-failed = balance failed
editor-balance-played = { $n } games played
editor-balance-pace = ; at its pace here its turns alone would take about { $time }: a longer deadline solves it, or `savanna balance` on the command line (on every core)
editor-balance-why-not = No exact value: { $why }.
editor-row-games = Games
editor-row-games-value = { $games } (seed { $seed })
editor-row-lions-win = Lions win
editor-row-jackals-win = Jackals win
editor-row-wins-value = { $wins } ({ $pct }; { $elimination } by elimination, { $points } on points)
editor-row-draws = Draws
editor-row-capped = Capped at the round limit
editor-row-share = Lions' share of decisive games
editor-row-share-value = { $pct } (95 %: { $ci }; { $n } decisive)
editor-row-first = First player wins
editor-row-first-value = { $pct } of decisive games (95 %: { $ci })
editor-row-balance = Balance (1 = even)
editor-row-rounds = Rounds per game
editor-row-rounds-value = mean { $mean }, median { $median }, 90 % within { $p90 }
editor-row-captures = Captures per game
editor-row-captures-value = lions take { $lions } jackals, jackals take { $jackals } lions
editor-exact-win-elimination = the { $winner } win by elimination
editor-exact-win-points = the { $winner } win on points, lions { $lions } to jackals { $jackals }
editor-exact-win = the { $winner } win on points
editor-exact-draw-points = a draw, lions { $lions } to jackals { $jackals }
editor-exact-draw = a draw
editor-exact-when = { $value } when the { $first } move first ({ $rounds } rounds)
editor-balance-not-solved = not solved: { $why }
editor-heat-lions = L { $p } %
editor-heat-jackals = J { $p } %
editor-heat-legend-lions = L: the lions hold it,
editor-heat-legend-jackals = J: the jackals hold it,
editor-heat-legend-nobody = nobody; the shares are of all turn ends in all games
editor-board-word = board
editor-region-title-id = { $title } (region { $id })
editor-pieces-in = { $pieces } in { $region }

## The page: the board and the engine (board-store.ts, engine worker)

editor-empty-sheet = an empty sheet: draw lines across it to make the regions (the game is meant for about ten, each lion's start region wider than a lion)
editor-empty-sheet-help = Draw (D): press on the board, drag, release; or type a line's ends under New line, or open a drawing or a photo
editor-not-ready-errors = The board has errors: fix them in the Design tab to { $what }.
editor-not-ready-building = The board is being built…
editor-not-ready-empty = An empty sheet, no regions yet. In the Design tab, draw lines across the frame to make the regions (about ten), then Auto start (under Board) places the lions and the pack; then come back here to { $what }.
editor-not-ready-count = { $n ->
    [one] The board has { $n } error: the Design tab's Diagnostics say where and how to fix it; then come back here to { $what }.
   *[other] The board has { $n } errors: the Design tab's Diagnostics say where and how to fix them; then come back here to { $what }.
}
editor-not-ready-invalid = The board does not build yet: see the Design tab's Diagnostics, then come back here to { $what }.
editor-not-json = the engine wrote a line that is not JSON: { $line }
editor-worker-failed = engine worker: { $message }
editor-worker-stopped = the engine worker was stopped

## The editor page: big boards and the phone (issue 37, web37d)

editor-verdict-checking = checking…
editor-play-open-record = Open a record…

## --help (cli::help): the derive's texts, one message per command and option, ids from the
## command path and the option's id (a test holds that each says what the derive says). issue 41.1

help-frame-usage = Usage:
help-frame-arguments = Arguments
help-frame-options = Options
help-frame-commands = Commands
help-about = Design, validate, print and play boards of Lions and Jackals, a tabletop area-movement game: exact line arrangements, disc-packing capacities with certificates, a rules engine and a retrograde solver
help-arg-quiet = Print only errors and the output asked for on standard output (a report, a board file): no progress, warnings, advice, summaries or "wrote" lines
help-arg-px_per_inch = px per inch of an SVG drawing read (CSS: 96; Illustrator: 72; Inkscape 0.91: 90). Default: recognised from the file's writer, else 96
help-arg-color = Colour diagnostics: auto (when the stream is a terminal and NO_COLOR is not set), always or never
help-arg-lang = The language of what savanna prints for people (the print sheet of `render`, `play`, diagnostics, and the text of `moves`, `replay`, `solve` and `balance`): en or ru. Default: a board file's `lang:` for what is printed about that board, else the locale (LC_ALL, LC_MESSAGES, LANG: ru_RU.UTF-8 is Russian, anything else English)
help-frame-arg-help = Print help (see more with '--help')
help-frame-arg-help-long = Print help (see a summary with '-h')
help-frame-arg-version = Print version
help-check-about = Report every problem of a board file, each at its place in the file
help-check-arg-boards = The board files (YAML or JSON; `-` reads standard input; a validated board file is read as the board it came from). Exit status 1 when any has errors
help-check-arg-format = Output format of the diagnostics
help-check-arg-no_capacity = Skip capacities (and the checks that need them)
help-check-arg-full_capacity = Search every capacity fully, not only up to the pieces in play (slow on large boards)
help-build-about = Write the validated board file (JSON to stdout, or OUT by its extension .json/.yaml/.yml), or an export: .geojson, .dot/.gv (Graphviz) or .graphml
help-build-arg-board = The board file (YAML or JSON; `-` reads standard input)
help-build-arg-output = Output file: `.json`, `.yaml`/`.yml` for the validated board file, `.geojson`, `.dot`/`.gv`, `.graphml` for the exports; any other extension is refused (sheets: `savanna render`). Default (or `-`): JSON to stdout
help-build-arg-geojson_y_up = GeoJSON export: write y up (-y) for GIS tools instead of the board's y down (board units: give the layer a local engineering CRS in metres, e.g. QGIS's "not georeferenced")
help-build-arg-geojson_degrees = GeoJSON export: write longitude and latitude, the board scaled into a box 0.1 degree across at 0° N 0° E (`degrees_per_unit` in the file), for web maps such as geojson.io
help-build-arg-force = Write the file even when the board has errors (they are listed in `diagnostics`)
help-build-arg-no_capacity = Regions and adjacency only: no capacities (fast, for large or generated boards)
help-build-arg-full_capacity = Search every capacity fully, not only up to the pieces in play (slow on large boards)
help-build-arg-full_certificates = List every disc centre of every count: without it, a count above 100 that holds every piece in play is written as the lattice that proves it (`packing_lattice`) beside the centres of the pieces in play
help-render-about = Draw the print sheet at true scale (.svg, .pdf or .png by the output's extension)
help-render-arg-board = The board file (YAML or JSON; `-` reads standard input)
help-render-arg-output = Output file: .svg, .pdf or .png; `-` writes the SVG sheet to stdout
help-render-arg-paper = Paper size: A4, A3, Letter, Tabloid, … or WIDTHxHEIGHT with mm/cm/in (e.g. 300x200mm). With an SVG output, one file per page; a PDF without --paper is tiled on A4
help-render-arg-orientation = Page orientation (default: whichever needs fewer pages)
help-render-arg-margin = Page margin in mm, 0 to 50 (home printers cannot print the edge); paged output only. [default: 10]
help-render-arg-overlap = Overlap between tiled pages in mm, 0 to 50; paged output only. [default: 10]
help-render-arg-scale_correction = Printer correction as X,Y factors, or one factor for both axes, each 0.8 to 1.25 (e.g. 1.005,0.997 when a 100 mm square prints 99.5 x 100.3 mm); paged output only
help-render-arg-pencil = Pencil width of the lines, mm (0.05 to 5)
help-render-arg-certificates = Draw each region's packing certificate as faint discs that never overlap: one lion (solid) and the most jackals beside it (dashed), or the jackals alone where no lion fits
help-render-arg-proof = Proof mode: overlay dangles, cut edges and diagnostics (writes even with errors)
help-render-arg-pieces = Add a page of cut-out pieces
help-render-arg-no_cover = Leave out the cover page (calibration square, ruler, legend) of paged output, the rules page of a layout plan, or the legend under a single sheet
help-render-arg-plan = Draw a layout plan: the board at a standard scale with every line's ends measured from the frame's corners, the rules and the pieces at true size (for boards drawn on the ground). Chosen by default when full size takes more than 20 pages
help-render-arg-full_size = Full-size pages however many it takes (no layout plan)
help-render-arg-px_per_mm = PNG resolution in pixels per mm, 0.5 to 50 (lowered so that no side exceeds 4096 pixels); PNG only. [default: 4]
help-render-arg-force = Write even when the board has errors
help-render-arg-full_capacity = Search every capacity fully, not only up to the pieces in play (slow on large boards)
help-render-arg-balance = Shade regions by how often each side holds them in a balance run (the JSON of `savanna balance --format json`), with a legend
help-moves-about = List the legal group moves from a position (a turn's first move, or with --after the next)
help-moves-arg-board = The board: a board file or a validated board file
help-moves-arg-position = The position (YAML or JSON; `-` for standard input)
help-moves-arg-after = Actions already played this turn: `3 jackals 7 -> 4; 2 -> 5` (`end` ends a turn), or a JSON list of moves
help-moves-arg-format = Output format
help-play-about = Play a game in the terminal (or over JSON lines with --protocol json)
help-play-arg-board = The board: a board file or a validated board file
help-play-arg-lions = Who plays the lions
help-play-arg-jackals = Who plays the jackals
help-play-arg-seed = Seed of the agents' random numbers (and of a drawn set-up)
help-play-arg-record = Write the game record (JSON) here
help-play-arg-protocol = text (a table and a prompt) or json (JSON lines for frontends)
help-play-arg-budget = MCTS iterations per action
help-play-arg-first = Who moves first (default: the board's `game.first`, jackals)
help-play-arg-table = The perfect agent's table (`savanna solve BOARD -o TABLE`); without it a small board is solved first
help-replay-about = Replay a game record, checking every move, and show how it ended
help-replay-arg-record = The record written by `play --record`
help-balance-about = Measure a board's balance: its exact value under perfect play when it can be solved (the strength ladder otherwise), then how it plays in self-play at the strengths measured
help-balance-arg-board = The board: a board file or a validated board file
help-balance-arg-games = Self-play games (in pairs: each set-up once with each side first); default 200 with mcts or uct, 1000 with random, greedy or perfect
help-balance-arg-seed = Seed of every random number
help-balance-arg-agent = The agent playing both sides in self-play
help-balance-arg-budget = MCTS iterations per decision (per turn for mcts, per group move for uct)
help-balance-arg-format = Output format
help-balance-arg-output = Write the report here instead of standard output (`-`: standard output)
help-balance-arg-table = A solved table of this board (`savanna solve BOARD -o TABLE`): the exact value is read from it (no solve), and the perfect agent plays from it; without it a small board is solved first
help-balance-arg-no_ladder = Do not climb the strength ladder (self-play only)
help-balance-arg-ladder_games = Games per ladder level and per skill step (400 games see a 5-point step); default 400, or --games when that is fewer (at least 4)
help-balance-arg-ladder_to = The ladder's highest MCTS budget (it doubles from 50 up to this, stopping once converged)
help-balance-arg-solve_limit = Seconds the solver may take for the exact value, within --time: a deadline (the solve stops there and says so; classic takes 25-35 s on 2 cores; a larger board needs more, or its table with --table); 0: do not solve. Default 60; with --suggest, the board's own solve may take 40 % of --time when that is more (2 min of the default 5), each change's 60
help-balance-arg-time = The time budget of the whole run (60s, 5m, 1m30s; seconds without a unit): the exact value first, then self-play and the ladder (or the suggestions) until it is spent; no step or game starts after it, a game under way stops there (not counted), and the report says what was left untried (0: nothing is played, the report only says what would be)
help-balance-arg-suggest = Search the `game:` options for the smallest change that balances the board, and print it with its evidence
help-solve-about = The value of the board's set-up under perfect play, for each first player
help-solve-arg-board = The board: a board file or a validated board file
help-solve-arg-first = Which side moves first
help-solve-arg-format = Output format
help-solve-arg-output = Write the table of every position's value here (for `play`/`balance --agent perfect --table TABLE`)
help-solve-arg-record = Write the principal variation as a game record (for `savanna replay`); needs one `--first`
help-solve-arg-max_memory = Most memory the solver may use: bytes, or with K, M or G (binary: 1M = 2^20 bytes; e.g. 2G, 1500M). Beyond it the turn lists and quiet graphs that do not fit are regenerated per quiet layer (slower); when the values alone do not fit, the solve is refused. The graphs each thread is building are not counted (the process holds up to about half again on small boards). Default: 65 % of the memory available
help-import-about = Turn an SVG drawing (Inkscape, Illustrator, ...), or a photo or scan of a board drawn by hand (JPEG, PNG, WebP), into a board file (YAML)
help-import-arg-svg = The SVG drawing (`.svg`, or `.svgz` compressed; UTF-8, UTF-16 or UTF-32), or a photo or scan of a board drawn by hand (JPEG, PNG or WebP); `-` reads standard input
help-import-arg-output = Output board file (YAML). Default (or `-`): standard output
help-import-arg-paper = Photo: the sheet's paper, A0–A5, Letter, Legal or Tabloid (default: recognised from its aspect ratio; an A-series sheet is read as A4)
help-import-arg-size = Photo: the sheet's (or a frame drawn on the ground's) true size, WIDTHxHEIGHT with mm (default), cm, m or in: 420x297mm, 3x2m (a size in m writes the board in m)
help-import-arg-overlay = Photo: also write the rectified photo with the lines read drawn on it (PNG, or JPEG when the name ends in .jpg or .jpeg)
help-generate-about = Draw a new board: straight lines across a frame, checked with the pieces in play, named, with a setup (YAML). The same options give the same file
help-generate-arg-regions = Regions wanted, 5 to 60 (the pack, a region between, one per lion)
help-generate-arg-frame = The frame: a3, a4 (landscape) or WIDTHxHEIGHT in mm, cm or m (e.g. 600x400, 3mx2m)
help-generate-arg-seed = Seed of every random number
help-generate-arg-balanced = Draw several candidates, measure each (the exact value when it can be solved, else the strength ladder) and keep the most balanced
help-generate-arg-fair = Search the board itself for a fair one: slide line ends, redraw lines, value every set-up of each board from one solve; keep a draw for both first players, else a board where each side wins from one start, else the nearest (the file's header says which, with each first player's value)
help-generate-arg-allow_rules = Under --fair, let the search change `game:` options too (the changes `balance --suggest` tries; the file's `game:` section records them)
help-generate-arg-candidates = Candidates drawn under --balanced (default 8); boards valued under --fair, after which it stops (default: until --time runs out; the same count writes the same file)
help-generate-arg-solve_limit = Under --fair, seconds one board may be solved for; a board not solved in time is measured by self-play and the strength ladder instead (default 60; a 10-region board takes 25-35 s on a quiet 2-core machine); at least 1
help-generate-arg-from = Under --fair, start from your own board (a board file or SVG drawing; - for standard input) instead of a drawn one: its frame, names and comments are kept, its line ends slide along what they end on, as little as they must; the set-up is searched too
help-generate-arg-games = Games each candidate plays under --balanced. [default: 100]
help-generate-arg-time = The time budget of --balanced (default 5m) or --fair (default 10m): 60s, 5m, 1m30s; seconds without a unit. No candidate is drawn and no step started after it, and the file's header says what it cut
help-generate-arg-output = Output board file (YAML); `-` or none: standard output
help-schema-about = Print the JSON Schema of the board file (or of the validated board file)
help-schema-arg-validated = The schema of the validated board file (build's output) instead of the input
help-schema-arg-output = Write the schema to this file instead of stdout
help-completions-about = Print a shell completion script: `savanna completions bash > /etc/bash_completion.d/savanna`
help-completions-arg-shell = The shell: bash, zsh, fish, powershell or elvish
help-man-about = Print the manual page (roff), or write every command's page into a folder (`-o DIR`)
help-man-arg-output = A folder to write the pages into: savanna.1 and one savanna-COMMAND.1 per command. Without it, savanna(1) goes to standard output
help-frame-help-about = Print this message or the help of the given subcommand(s)

## The loader's form errors (input::walk and the section walkers): the messages, labels and
## helps, the places they are about (`what-…`: a key, a line, a piece kind) and the forms of
## a value (`form-…`). issue 41.1

form-null = nothing (null)
form-bool = a boolean
form-number = a number
form-text = text
form-list = a list
form-mapping = a mapping
form-tagged = a tagged value
form-point = a point [x, y]
form-whole = a whole number
form-line = a line
form-region-ref = a region name or id
form-true-false = true or false
form-one-of = one of { $choices }
what-key = `{ $key }`
what-key-in = a key in { $what }
what-board-file = the board file
what-frame-key = the frame's `{ $key }`
what-frame-size-keys = `width` and `height` (or `polygon`)
what-keys-and = `{ $a }` and `{ $b }`
what-line = line { $n }
what-start-of = the start of { $what }
what-end-of = the end of { $what }
what-key-of = `{ $key }` of { $what }
what-name-of = the name of { $what }
what-x-of = x of { $what }
what-y-of = y of { $what }
what-piece-kind = piece kind `{ $kind }`
what-piece-kind-name = a piece kind's name
what-diameter-of = the diameter of { $what }
what-count-of = the count of { $what }
what-region-name = a region name
what-region-point = the point of region `{ $name }`
what-region-id = { $what } (a region id)
diag-input-wrong-type = { $what } must be { $expected }, not { $found }
diag-label-expected = expected { $expected }
diag-input-key-text-help = write the key as plain text
diag-input-unknown-key-mean = unknown key `{ $key }` in { $what }; did you mean `{ $known }`?
diag-input-rename-to = rename it to `{ $key }`
diag-input-unknown-key = unknown key `{ $key }` in { $what }
diag-input-unknown-key-help = the keys of { $what } are: { $keys }
diag-label-unknown-key = unknown key
diag-input-text-not-finite = { $what } is `{ $text }`, not a finite number
diag-label-not-finite = not a finite number
diag-input-not-finite-max-help = write a finite number (at most about 1e308)
diag-input-text-not-number = { $what } is the text `{ $text }`, not a number
diag-label-text-not-number = text, not a number
diag-input-text-not-number-help = write a plain decimal number, e.g. `12.5`: no quotes, leading zeros or underscores
diag-input-number-help = write a plain number, e.g. `12.5`
diag-input-not-finite = { $what } is { $value ->
    [nan] NaN
   *[other] infinite
}; it must be a finite number
diag-input-not-finite-help = write a finite number
diag-input-coordinate-too-large = { $what } is { $value } { $unit }, too large for the snap grid of pitch { $snap } { $unit } (at most 2^40 steps: |v| ≤ { $max } { $unit })
diag-label-too-large = too large
diag-input-coordinate-too-large-help = use smaller numbers (a larger `units`), or a coarser `snap:`
diag-input-point-help = write a point as `[x, y]`
diag-input-point-list-of = { $what } must be a point [x, y], not a list of { $n }
diag-label-expected-point = expected [x, y]
diag-input-name-text-help = write the name as text, e.g. `Oasis`
diag-input-empty-name = { $what } is empty
diag-label-empty-name = empty name
diag-input-empty-name-help = give it a name, or remove it
diag-input-not-whole = { $what } must be a whole number, not { $value }
diag-label-not-whole = not a whole number
diag-input-whole-from-to-help = write a whole number from { $min } to { $max }
diag-input-whole-help = write a whole number, e.g. `3`
diag-input-out-of-range = { $what } must be a whole number from { $min } to { $max }
diag-label-out-of-range = out of range
diag-input-board-file-help = a board file is a mapping with keys such as `frame:` and `lines:`
diag-input-write-eg = write e.g. `{ $example }`
diag-input-write = write `{ $example }`
diag-input-frame-help = write `frame: {"{"}width: 420, height: 297{"}"}` or `frame: {"{"}polygon: [[x, y], ...]{"}"}`
diag-input-lacks = { $what } lacks { $missing }
diag-label-no = no { $missing }
diag-input-frame-lacks-help = a frame is `{"{"}width: W, height: H{"}"}` or `{"{"}polygon: [[x, y], ...]{"}"}`
diag-input-not-positive = { $what } is { $value }; it must be positive
diag-input-size-help = give a positive size in the board's units
diag-input-lines-help = write `lines: [[[x, y], [x, y]], ...]` or long-form entries `{"{"}from: [x, y], to: [x, y]{"}"}`
diag-input-line-list-of = { $what } must be two points [[x, y], [x, y]], not a list of { $n }
diag-label-expected-line = expected [[x, y], [x, y]]
diag-input-short-line-help = a short-form line is `[[x1, y1], [x2, y2]]`
diag-input-long-line-help = a long-form line is `{"{"}from: [x, y], to: [x, y], name: optional{"}"}`
diag-input-line-help = write `[[x1, y1], [x2, y2]]` or `{"{"}from: [x1, y1], to: [x2, y2]{"}"}`
diag-input-pieces-help = write `pieces: {"{"}lion: {"{"}diameter: 30, count: 3{"}"}, jackal: {"{"}diameter: 20, count: 9{"}"}{"}"}`
diag-input-unknown-piece-kind-mean = { $what } is not one the game uses; did you mean `{ $kind }`?
diag-input-unknown-piece-kind-rename = rename it to `{ $kind }`: the game's checks use only `lion` and `jackal`
diag-input-unknown-piece-kind = { $what } is not one the game uses
diag-input-unknown-piece-kind-help = its pieces are packed, but the game's checks use only `lion` and `jackal`: name the kinds so, or ignore this for a variant
diag-label-not-lion-or-jackal = not lion or jackal
diag-input-piece-kind-help = a piece kind is `{"{"}diameter: D, count: N{"}"}` (D in the board's units)
diag-input-diameter-help = give the disc's diameter in the board's units
diag-input-diameter-below-snap = { $what } is { $value } { $unit }, smaller than the snap grid ({ $snap } { $unit }): savanna cannot measure it
diag-label-below-snap = below the snap grid
diag-input-diameter-below-snap-help = give the disc's diameter in the board's units (check `units:`), or make `snap:` finer
diag-input-did-you-mean = did you mean `{ $name }`?
diag-input-name-regions-first = name regions under `regions:` first, or use a region id (1..n)
diag-input-named-regions = the named regions are: { $names }
diag-input-no-region-named = { $what }: no region is named `{ $name }`
diag-input-region-ref-help = write a name from `regions:` or a region id
diag-input-setup-lions-help = write `lions: [A, B, 3]`, one region per lion
diag-input-ratio-below-one = { $what } is { $value }; a ratio of largest to smallest area is at least 1
diag-label-below-one = below 1
diag-input-ratio-help = give a ratio of 1 or more, e.g. 8
diag-input-negative-length = { $what } is { $value }; a length cannot be negative
diag-label-negative = negative
diag-input-length-help = give a length of 0 or more in the board's units
diag-input-min-above-max = `rules.min_regions` ({ $min }) is above `rules.max_regions` ({ $max })
diag-input-min-above-max-help = make `min_regions` at most `max_regions`
diag-label-minimum = minimum
diag-label-maximum = maximum
diag-input-true-false-help = write `true` or `false`
diag-input-write-one-of = write one of: { $choices }
diag-input-captures-length = { $what } must list 1 to 16 numbers, not { $n }
diag-label-wrong-length = wrong length
diag-input-captures-help = write the most jackals 1, 2, … lions take together, e.g. `[3, 5]`
diag-input-captures-length-help = write the most jackals 1, 2, … lions take together, e.g. `[3, 5]`, or leave it out: `lion_strength` jackals per lion
diag-input-captures-below = { $what } is { $value }, below the { $prev } of the entry before it: { $lions } lions would take fewer jackals than { $k }
diag-label-below-before = below the entry before
diag-input-captures-below-help = write at least { $prev }: more lions take at least as many jackals
diag-input-not-a-choice = { $what } must be one of { $choices }
diag-label-not-a-choice = not a choice

## The YAML parser's own words (input::yaml_words): the clauses of its messages savanna
## recognises; any other clause is passed through as written. issue 41.1

yaml-at = { $what } at line { $line } column { $column }
yaml-while = while { $verb } { $key ->
   *[other] { $thing }
}
yaml-mapping-values-not-allowed = mapping values are not allowed in this context
yaml-sequence-entries-not-allowed = block sequence entries are not allowed in this context
yaml-unexpected-end = found unexpected end of stream
yaml-expected-key = did not find expected key
yaml-expected-node = did not find expected node content
yaml-expected-dash = did not find expected '-' indicator
yaml-expected-colon = could not find expected ':'
yaml-unknown-anchor = found unknown anchor
yaml-cannot-start-token = found character that cannot start any token
yaml-undefined-tag = found undefined tag handle
yaml-tab-indentation = found a tab character that violates indentation
yaml-unexpected-document = found unexpected document indicator
yaml-duplicate-key = duplicate key
yaml-did-not-find-either = did not find expected { $a } or { $b }
yaml-did-not-find = did not find expected { $what }
yaml-invalid-type = { $path }invalid type: { $what }
yaml-invalid-value = { $path }invalid value: { $what }
yaml-expected = expected { $what }
yaml-as-written = { $text }

## Progress on standard error (cli::progress, cli::balance, cli::solve): the bars' templates
## (indicatif's placeholders are arguments) and the steps' lines. issue 41.1

progress-capacity = capacity { $bar } { $pos }/{ $len } regions, { $elapsed } (eta { $eta })
progress-bar = { $msg } { $bar } { $percent } %, { $eta } left
progress-start = { $what }...
progress-now = { $what }: { $msg }
progress-done = { $what }: { $outcome } in { $seconds } s
progress-solving = solving (perfect play)
progress-solving-for-agent = solving the board for the perfect agent
progress-solved = solved
progress-not-solved = not solved
progress-self-play = self-play at { $strength }
progress-games = { $n } games
progress-games-of = { $n } of { $total } games, then { $reached }
progress-ladder = strength ladder
progress-levels = { $n } { $n ->
    [one] level
   *[other] levels
}
progress-levels-then = { $n } { $n ->
    [one] level
   *[other] levels
}, then { $reached }
progress-suggest = suggest
progress-changes-tried = { $n } changes tried

## balance's plan line on standard error (cli::balance). issue 41.1

balance-plan = balance: within { $time }: { $plan }
balance-plan-then = {", then "}
balance-plan-exact = the exact value first (the solver's estimate: { $estimate } here; its deadline: { $deadline })
balance-plan-self-play = { $n } games of self-play at { $strength }
balance-plan-ladder = the strength ladder when the board is not solved
balance-plan-suggest = changes of the board and its rules (the board's own self-play and ladder within { $share } of it)

## The SVG importer's diagnostics (import::svg: write.rs Notes, import::svg::words): the
## element said, the messages, helps and labels of savanna::import::*, and the reasons an
## element was skipped. issue 41 (ru41d)

diag-import-element = <{ $tag }> (line { $line })
diag-import-element-id = <{ $tag } id="{ $id }"> (line { $line })
diag-import-element-label = <{ $tag } label "{ $label }"> (line { $line })
diag-import-name = <{ $tag }>
diag-import-name-id = <{ $tag } id="{ $id }">
diag-import-name-label = <{ $tag }> labelled `{ $label }`
diag-import-about = { $element }: { $what }
diag-import-listed = { $message }: { $list }
diag-import-note = { $what }; { $help }
diag-label-this-element = this element
diag-label-this-file = this file
diag-import-unknown-circle = a circle neither light grey to white (lion) nor dark grey to black (jackal), nor labelled so: skipped
diag-import-unknown-circle-help = fill it white for a lion or black for a jackal, or give it an id or label containing `lion` or `jackal`
diag-import-curve = curves flattened into { $n } straight pieces each; a board is made of straight lines
diag-import-curve-help = draw the border with straight segments (Inkscape: Extensions > Modify Path > Flatten Beziers, or the pen tool in straight-line mode)
diag-import-clip = { $n } { $n ->
    [one] element
   *[other] elements
} not clipped
diag-import-clip-help = draw the clip-path with straight lines (a rectangle or polygon), or cut the lines where they should end (Inkscape: Path > Division)
diag-import-invisible = { $n } { $n ->
    [one] element
   *[other] elements
} not drawn, skipped
diag-import-invisible-help = a board line must show on the drawing: give it a stroke, make it visible, or delete it
diag-import-unreadable = { $n } { $n ->
    [one] element
   *[other] elements
} with a value that cannot be read
diag-import-unreadable-help = write each coordinate as a number, with a unit if any (`12.5`, `3mm`, `1in`, `50%`)
diag-import-ignored = { $n } { $n ->
    [one] element
   *[other] elements
} ignored
diag-import-ignored-use-help = point each <use> at a line, path or shape in this file
diag-import-ignored-sheet-help = savanna reads board lines from these elements only: draw board lines as line, polyline, polygon, rect or path elements with a stroke, and keep names and pieces on the board file
diag-import-frame-unusable = { $n } { $n ->
    [one] element
   *[other] elements
} named `frame` but not usable as the frame: the page is the frame
diag-import-frame-unusable-help = make the frame one closed outline (a rect, a polygon or a closed path), alone in a layer labelled `frame` or with the id or label `frame` itself
diag-import-frame-unused = { $n } { $n ->
    [one] element
   *[other] elements
} named `frame` but not used (the frame is another element)
diag-import-frame-unused-help = keep one frame: one closed outline named `frame`
diag-import-frame-found = a closed outline around every other line, and no element named `frame`: read as the board's frame, not as board lines
diag-import-frame-found-help = name it `frame` (id or label) to say so; to keep it as board lines, draw a larger outline round it and name that one `frame`
diag-import-piece-outside = this piece is in no region: left out of the setup
diag-import-piece-outside-help = move it inside a region
diag-import-jackals-apart = the jackals start together in one region; this one is in another and is left out
diag-import-jackals-apart-help = put every jackal in the same region
diag-import-piece-size = { $kind ->
    [lion] lion
   *[jackal] jackal
} diameter { $d } mm, from the { $n } { $kind ->
    [lion] lion
   *[jackal] jackal
} { $n ->
    [one] circle
   *[other] circles
} (they agree)
diag-import-piece-size-help = the default is { $d } mm
diag-import-piece-size-mixed = the { $kind ->
    [lion] lion
   *[jackal] jackal
} circles are not all circles of one size: { $kind ->
    [lion] lion
   *[jackal] jackal
} diameter left at the default { $d } mm
diag-import-piece-size-mixed-help = draw every { $kind ->
    [lion] lion
   *[jackal] jackal
} the same size to give the { $kind ->
    [lion] lion
   *[jackal] jackal
} diameter
diag-import-sheet-data = the sheet does not carry the board's `game:` options or line names{ $page ->
    [yes] {" "}or its name
   *[no] {""}
} (drawn by an older savanna): not imported
diag-import-sheet-data-help = render the board again with this savanna, or add them to the board file
diag-import-lost-names = line names not found on the sheet (their lines were moved or removed): { $names }
diag-import-lost-names-help = name the lines again in the board file
diag-import-outlined = { $n } filled { $n ->
    [one] shape
   *[other] shapes
} read as outlined { $n ->
    [one] stroke
   *[other] strokes
} ({ $width }): each is its centre line
diag-import-outlined-help = a line converted to a filled outline (Inkscape: Path > Stroke to Path; Illustrator: Object > Path > Outline Stroke) is read back as the line; a strip meant as a region must be wider than { $max } mm
diag-import-outlined-note = { $what }: { $list }; { $help }
diag-import-wide = { $w } mm wide
diag-import-wide-range = { $lo } to { $hi } mm wide
diag-import-px-per-inch = px read at { $ppi } per inch: the file was { $why }
diag-import-px-per-inch-help = --px-per-inch { $css } reads them as CSS px
diag-import-by-illustrator = written by Adobe Illustrator (its generator comment), whose px are points
diag-import-by-old-inkscape = written by Inkscape 0.91 or before (its inkscape:version), which drew 90 px per inch
diag-import-by-illustrator-export = written by Adobe Illustrator's Export As (its data-name attributes and cls-N classes), whose px are points
diag-import-by-drawio = written by draw.io (its content="<mxfile…"), which draws 100 units per inch
diag-import-by-libreoffice = written by LibreOffice (its ooo namespace) without a size, in its hundredths of a mm
diag-import-by-presets = written by { $name }, whose paper presets are in points: its page is { $paper } at 72 px per inch
diag-import-page-px = {" "}({ $w } x { $h } px)
diag-import-page-size = { $w } x { $h } mm
diag-import-affinity = px read at { $dpi } per inch: the file was written by Affinity Designer (its serif namespace), which writes px at the DPI it exports at without recording it; { $dpi } is { $paper ->
    [none] its default
   *[other] the rate at which its page is a paper size
}{ $size ->
    [none] {""}
   *[other] : the page{ $px } is { $size }{ $paper ->
        [none] {""}
       *[other] , { $paper } to a whole px
    }
}
diag-import-affinity-help = give --px-per-inch with the DPI the drawing was exported at (Affinity's export dialog), or export it with a width and height in mm
diag-import-no-size = the drawing has no physical size (its width and height are px or absent{ $px }) and { $writer ->
    [none] its writer is not one savanna recognises
   *[other] { $writer } gave no physical size
}: read at CSS's { $css } px per inch{ $size ->
    [none] {""}
   *[other] , a page of { $size }
}
diag-import-no-size-help = give --px-per-inch with the rate it was drawn at (72 for points{ $size ->
    [none] {""}
   *[other] : { $size }
}), or give the <svg> a width and height in mm
diag-import-page-edge = the page edge moved onto the lines drawn along it ({ $list }): they miss it by less than one px of the file, a sliver no piece fits
diag-import-page-edge-help = draw the frame on the page edge, or name it `frame`
diag-import-edge-moved = { $side ->
    [left] left
    [right] right
    [top] top
   *[bottom] bottom
} by { $d } mm
diag-import-why-skipped = { $why }: skipped
diag-import-why-not-number = { $value } is not a number
diag-import-why-not-points = points="{ $value }" is not a list of x, y numbers
diag-import-why-path-data = its path data cannot be read to the end (d="{ $value }"): read up to the error, as SVG viewers draw it
diag-import-why-transform = transform="{ $value }" cannot be read
diag-import-why-anchor = its anchor `{ $value }` is not a length: the text names nothing
diag-import-why-offset = its offset { $attr }=`{ $value }` cannot be placed: the text names nothing
diag-import-why-flow-region = its flow region's { $attr } `{ $value }` is not a length: the text names nothing
diag-import-why-flowed = a flowed text (Inkscape 0.92's flowRoot) `{ $text }` with no rectangle to flow into: it names nothing
diag-import-why-display-none = display none
diag-import-why-opacity = opacity 0
diag-import-why-visibility = hidden (visibility)
diag-import-why-no-ink = no ink (fill none, no stroke)
diag-import-why-font-size = font-size 0
diag-import-why-no-stroke = no stroke (stroke none, or none given: SVG draws no stroke by default)
diag-import-why-clipped-away = clipped away (its clip-path shows none of it)
diag-import-why-clip-curved = its clip-path is not made of straight lines (a curve or a text): imported whole, unclipped
diag-import-why-use-nothing = a <use> that draws nothing (its reference is missing, loops back to itself or draws no shape)
diag-import-why-use-elsewhere = a <use> whose reference is not in this file
diag-import-why-use-limit = a <use> past the limit of 100000 cloned elements
diag-import-why-not-user-units = a coordinate is not a number in user units
diag-import-why-transform-unread = its transform cannot be read
diag-import-why-not-inverted = the board group's transform cannot be inverted
diag-import-why-not-straight = not a straight-line shape (line, polyline, polygon, rect or path)
diag-import-why-not-closed = is not one closed outline (a rect, a polygon, or a path that ends where it starts)
diag-import-why-second-frame = is a second frame
diag-import-why-draws-nothing = draws nothing
diag-import-why-no-shape = a group holding no shape
diag-import-why-many-shapes = a group holding more than one shape
cli-import-note = note: { $name }: { $text }
cli-import-warning = warning: { $name }: { $text }

## The photo reader's diagnostics (import::photo::write) and its report's words. issue 41 (ru41d)

diag-photo-kind = { $severity ->
    [error] error
    [warning] warning
   *[advice] note
}
diag-photo-size-guess-help = give the sheet's size: --paper A4 (A0–A5, Letter, Legal, Tabloid) or --size 300x200mm (mm, cm, m, in)
diag-photo-size-help = for another size: --paper A3 (A0–A5, Letter, Legal, Tabloid) or --size 300x200mm (mm, cm, m, in)
diag-photo-closed = { $n } line { $n ->
    [one] end
   *[other] ends
} closed onto another line or the frame (they stopped short or overshot by less than { $tol } mm)
diag-photo-closed-help = the corrections are listed in the board file's comment; redraw a line to end where it should if one is wrong
diag-photo-corrected = { $verb ->
    [extended] extended
   *[trimmed] trimmed
} { $d } mm to { $onto }
diag-photo-edge = the { $side ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} edge
diag-photo-line = line { $n }
diag-photo-short-line = a short line
diag-photo-this-line = this line
diag-photo-and-this-one = and this one
diag-photo-loose = line { $n } ends at { $at } on nothing: no line or edge within { $tol } mm
diag-photo-loose-help = draw the line on to the line or edge it should end on, or erase it
diag-photo-curved = line { $n } is too curved to be one straight line (its points lie { $rms } mm from it on average): read as straight
diag-photo-curved-help = a board is made of straight lines: draw a bend as two straight lines meeting at a corner
diag-photo-split = lines { $a } and { $b } are in line with a gap of { $gap } mm: perhaps one line, left as two
diag-photo-split-help = if they are one line, draw the gap in; if not, make the gap wider
diag-photo-marks = { $n } short { $n ->
    [one] mark
   *[other] marks
} left out (writing, smudges, the sheet's edge): shorter than { $min } mm or along the edge
diag-photo-marks-help = a board line is longer; --overlay shows what was read
diag-photo-writing = { $n } { $n ->
    [one] mark
   *[other] marks
} of writing left out: ink shorter than { $max } mm spread across its axis like a word's letters, not a line
diag-photo-writing-help = names written in regions are not read; --overlay shows what was read

## A position file's counters and turn in progress that no game reaches
## (game::rules::position::check: savanna::position::bad-counter, bad-turn). issue 41 (ru41d)

diag-position-turns-past = turns: { $turns } is past the end of the game: a game is scored when it reaches { $max } { $max ->
    [one] round
   *[other] rounds
} ({ $cap } turns, game.max_rounds)
diag-position-turns-past-help = give `turns` from 0 to { $cap }, or raise `game.max_rounds` in the board file
diag-position-quiet-past = quiet: { $q } { $qr ->
    [one] round
   *[other] rounds
} without a capture is more than a game reaches: the points are counted after more than { $rounds } quiet { $rounds ->
    [one] round
   *[other] rounds
} (game.quiet_rounds), so `quiet` is at most { $limit }
diag-position-quiet-past-help = give `quiet` from 0 to { $limit } (in steps of a half), or raise `game.quiet_rounds` in the board file
diag-position-quiet-over-turns = quiet: { $q } { $qr ->
    [one] round
   *[other] rounds
} without a capture, but `turns` says only { $turns } { $turns ->
    [one] turn
   *[other] turns
} ({ $t } { $tr ->
    [one] round
   *[other] rounds
}) { $turns ->
    [one] has
   *[other] have
} been played
diag-position-quiet-over-turns-help = give `turns` of at least { $quiet } (quiet rounds count played turns), or a smaller `quiet`
diag-position-drop-turn-help = fix `turn:` to what happened this turn, or drop `turn:` to begin a fresh turn (savanna works out the rest)
diag-position-turn-arrived = turn.arrived: { $arrived } arrived in region { $region } this turn, but it holds { $holds }: pieces that arrived stay until the turn ends
diag-position-turn-left-quietly = turn.left_quietly: { $quietly } left region { $region } without capturing, but turn.left says { $left } left it
diag-position-turn-dispersed = turn.dispersed: { $dispersed } dispersed into region { $region }, but turn.arrived says { $arrived } arrived there
diag-position-turn-dispersed-reading = turn.dispersed: lions dispersed into region { $region }, but only lions under game.dispersal: one_per_region disperse one per region
diag-position-turn-left-arrived = turn.left: { $left } left regions this turn, but turn.arrived says { $arrived } arrived: every piece that leaves a region arrives in another
diag-position-turn-left-beside = turn.left: { $left } left region { $region } this turn, but it holds { $other }: the { $side ->
    [lions] lions
   *[jackals] jackals
} would have begun the turn beside them, and a region never holds both sides
diag-position-turn-left-overfull = turn.left: region { $region } would have begun the turn with { $start }, more than fit
diag-position-turn-pack = turn.left: all { $n } jackals left region { $region } this turn: when three or more jackals leave a region in a turn, one stays (rule 3)
diag-position-turn-moves = turn.moves: { $moves } group { $moves ->
    [one] move
   *[other] moves
} made this turn, but { $left } left { $regions } { $regions ->
    [one] region
   *[other] regions
} for { $others } { $others ->
    [one] other
   *[other] others
}: each group move takes at least one piece to one region
diag-position-turn-captured-true = turn.captured: true, but every piece that left did so without capturing (turn.left_quietly is turn.left)
diag-position-turn-captured-false = turn.captured: false, but { $quietly } left without capturing of the { $left } that left (turn.left_quietly): the others captured
diag-position-none = none
diag-position-turn-frozen = turn.frozen: [{ $given }], but the regions frozen for the { $side ->
    [lions] lions
   *[jackals] jackals
} are [{ $derived }] (under game.freeze: { $freeze ->
    [region] region
   *[pieces] pieces, none
}, those its pieces entered this turn, turn.arrived)
diag-position-turn-frozen-help = leave `frozen` out (it is worked out from turn.arrived) or give it as savanna writes it
diag-position-turn-over = turn.moves: a turn in progress, but the game was over when it began: { $why }
diag-position-turn-over-help = drop `turn:`: no move follows the end of the game
diag-position-over-quiet = the points were due (quiet)
diag-position-over-max-rounds = it had reached game.max_rounds (turns)
diag-position-over-no-pieces = the other side had no pieces left
diag-position-duty-true = turn.duty: true, but { $why } (rule 4)
diag-position-duty-lions-only = the duty binds only the lions
diag-position-duty-off = game.gathered_lions_disperse is off
diag-position-duty-none-gathered = no region began the turn with two or more lions
diag-position-duty-stuck = turn.duty: true, but the lions that began the turn in region { $region } can no longer attack or leave exactly one behind: no legal turn reaches this position (rule 4)
diag-position-duty-must = turn.duty: false, but the lions that began the turn in region { $region } must attack or leave exactly one behind (rule 4): the duty lapses only when no legal turn can meet it
diag-position-duty-lapsed = turn.duty: true, but no legal turn lets the lions that began it in region { $region } attack or leave exactly one behind, so the duty lapsed (rule 4)
diag-position-could-capture-kept = turn.could_capture: true, but it is kept only under game.quiet: no_capture_possible
diag-position-could-capture = turn.could_capture: { $flag }, but at the turn's start { $captured ->
    [yes] a legal move captured
   *[no] no legal move captured
} (game.quiet: { $quiet ->
    [no_capture] no_capture, which keeps no such flag
   *[other] no_capture_possible
})

## An agent's name shown to a person (game::session: play's first line). issue 41 (ru41d)

agent-name = { $agent ->
    [human] human
    [random] random
    [greedy] greedy
    [mcts] mcts
    [uct] uct
    [perfect] perfect
   *[other] { $agent }
}

## solve's first line on standard error (command::solve). issue 41 (ru41d)

solve-start = solving { $name }: { $placements } placements, { $states } states (2 sides x { $quiet } quiet counts); values { $values }{ $within ->
    [none] {""}
   *[other] , turn lists and graphs within --max-memory { $within }
}
solve-mb = { $x } MB

## --help: clap's words after an option's help, and the values' own help (cli::help). issue 41 (ru41d)

help-frame-default = [default: { $value }]
help-frame-possible = [possible values: { $value }]
help-frame-possible-head = Possible values:
help-arg-color-value-auto = Colour when the stream is a terminal and `NO_COLOR` is not set
help-arg-color-value-always = Always colour (even into a pipe or a file, and whatever `NO_COLOR` says)
help-arg-color-value-never = Never colour
help-moves-arg-format-value-text = For people
help-moves-arg-format-value-json = JSON (the command's schema in schemas/: game-moves, game-balance or game-solve)
help-balance-arg-format-value-text = For people
help-balance-arg-format-value-json = JSON (the command's schema in schemas/: game-moves, game-balance or game-solve)
help-solve-arg-format-value-text = For people
help-solve-arg-format-value-json = JSON (the command's schema in schemas/: game-moves, game-balance or game-solve)
help-play-arg-protocol-value-text = A table and a prompt, for people
help-play-arg-protocol-value-json = JSON lines, for frontends: one action per input line, one reply to each (the state, or an error), and a last `over` or `end` event
help-balance-arg-agent-value-random = Uniform over the legal actions (a lions' win on every board: a baseline, not a verdict)
help-balance-arg-agent-value-greedy = Best evaluation one step ahead
help-balance-arg-agent-value-mcts = Monte Carlo tree search with transpositions and proofs (the default)
help-balance-arg-agent-value-uct = The plain UCT that MCTS replaced (to compare)
help-balance-arg-agent-value-perfect = Perfect play from the solved board (`savanna solve`; `--table`, or solved first when the board is small)
help-solve-arg-first-value-lions = The lions move first
help-solve-arg-first-value-jackals = The jackals move first
help-solve-arg-first-value-both = Both, one after the other (one table serves both)

## generate's summary after "wrote FILE" (command::generate). issue 41 (ru41d)

generate-summary = { $regions } regions, { $tight } of them { $tight ->
    [one] holds
   *[other] hold
} fewer than all the pieces in play
generate-summary-kept = ; candidate { $i } of { $k } kept
generate-summary-nothing = , nothing measured within the time budget
generate-summary-self-play = : in self-play at { $strength }, { $share }, { $verdict }
generate-summary-share = the lions win { $pct } of decisive games
generate-summary-no-decisive = no game was decisive

## moves: a position file refused (command::moves). issue 41 (ru41d)

moves-impossible-position = { $name }: not a position that can occur on this board
moves-empty-position = { $name } is empty: not a position file
moves-no-position = { $name }: not a position file

## Files that cannot be read, refusals and the lines' prefixes of the command line
## (cli::io, command::read, main). issue 41 (ru41e)

io-why = { $kind ->
   *[other] { $text }
}
io-cannot-read = cannot read { $name }: { $why }
io-not-utf8 = cannot read { $name }: it is not UTF-8 text (invalid byte at offset { $at }, line { $line }, column { $column }): save it as UTF-8 text
io-too-large = cannot read { $name }: larger than { $max } bytes
io-photo-too-large = cannot read { $name }: larger than { $max } bytes (a photo of a board needs far less)
io-directory = { $name } is a directory, not a board file
io-stdin = standard input
io-cannot-write-stdout = cannot write to standard output: { $why }
cli-error = error: { $msg }
cli-note = note: { $msg }
cli-cannot-be-played = { $name } cannot be played
solve-no-setup = the board has no set-up to value (its `setup:` with lions and jackals, and `game: {"{"}setup: board{"}"}`); give one
solve-memory = solving needs at least { $need } MB for its values, more than --max-memory ({ $limit } MB) allows: give --max-memory { $give }M or more
solve-stopped = the solve was stopped at its deadline, { $pct }% of the way through its turn generation: give it more time, or solve the board once (`savanna solve BOARD -o TABLE`) and read the table (`--table TABLE`)
io-name-cannot-read = { $name }: cannot read: { $why }
setup-note-random = the board's `setup:` is not used (`game: {"{"}setup: random{"}"}`): set-ups are drawn at random
setup-note-no-pack = the board's `setup:` places no pack (`setup: jackals:`): set-ups are drawn at random
setup-note-none = the board has no `setup:`: the set-up is drawn at random (`--seed` draws another)

## clap's own errors (cli::clap_error): the words of clap's rich format, for the languages
## other than English (English is clap's own). issue 41 (ru41e)

clap-invalid-value = invalid value '{ $value }' for '{ $arg }'
clap-value-required = a value is required for '{ $arg }' but none was supplied
clap-possible-values = [possible values: { $list }]
clap-unknown-argument = unexpected argument '{ $arg }' found
clap-unknown-subcommand = unrecognized subcommand '{ $arg }'
clap-missing = the following required arguments were not provided:
clap-missing-subcommand = '{ $arg }' requires a subcommand but one was not provided
clap-subcommands = [subcommands: { $list }]
clap-no-equals = equal sign is needed when assigning values to '{ $arg }'
clap-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
clap-number-of-values = { $n } values required for '{ $arg }' but { $given } { $given ->
    [one] was
   *[other] were
} provided
clap-used-twice = the argument '{ $arg }' cannot be used multiple times
clap-conflict = the argument '{ $arg }' cannot be used with { $with }
clap-conflict-many = the argument '{ $arg }' cannot be used with:
clap-similar = { $n ->
    [one] a similar { $what } exists: { $list }
   *[other] some similar { $what }s exist: { $list }
}
clap-tip = tip: { $tip }
clap-tip-pass-as-value = to pass '{ $what }' as a value, use '{ $how }'
clap-try-help = For more information, try '{ $flag }'.

## generate's header comments in the board file (generate::generate_within). issue 41 (ru41e)

gen-header-command = Generated by `{ $command }`;
gen-header-same = the same command writes the same file. Straight lines across the frame: chords from edge
gen-header-cut = --time cut this run short (see below). Straight lines across the frame: chords from edge
gen-header-lines = to edge and lines that stop at another line (T-junctions), checked with the pieces in play.
gen-header-tight = { $tight } of { $regions } regions { $tight ->
    [one] holds
   *[other] hold
} fewer than all the lions or all the jackals in play{ $tight ->
    [0] {""}
   *[other] {" "}(the fit rule matters there)
}.
