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
rules-pack-leaves = When 3 or more jackals leave one region in a turn (all its groups counted), at least one jackal stays there.
rules-pack-lone = So taking a lone lion takes { $n } { $n ->
    [one] jackal
   *[other] jackals
} in one region.
rules-pack-free = Jackals may all leave a region together: none need stay behind.
rules-gathered-disperse = Lions that begin a turn 2 or more in one region must that turn all attack, or leave exactly one of them there (unless no legal turn can).
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
